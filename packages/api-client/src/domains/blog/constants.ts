// The blog's plain values, for the schemas and the screens alike (select options, form limits).
// Zod-free: screens import them from `@tessera/api-client/blog`.

/** Where a post stands; only published posts are dated for readers, all of them are listed. */
export const blogStatuses = ['published', 'pending', 'draft'] as const;
/** The blog's categories; a post's tags are its categories. */
export const blogCategories = [
  'design',
  'engineering',
  'product',
  'travel',
  'food',
  'culture',
] as const;
/** The icon each category is drawn with (the screens map the name to a glyph). */
export const blogCategoryIcons = {
  design: 'palette',
  engineering: 'code',
  product: 'rocket',
  travel: 'compass',
  food: 'coffee',
  culture: 'book',
} as const;
export const blogIconNames = ['palette', 'code', 'rocket', 'compass', 'coffee', 'book'] as const;
/** The columns the list sorts by. */
export const blogSortColumns = ['blogPosted', 'title'] as const;
/** Posts on a page of the list, unless the caller asks otherwise. */
export const blogPerPage = 6;
/** How many posts the sidebar names as recent. */
export const blogRecentCount = 4;
export const blogSearchMaxLength = 100;
export const blogTitleMaxLength = 120;
export const blogSlugMaxLength = 80;
/** Lower-case words of letters and digits joined by single dashes. */
export const blogSlugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const blogExcerptMaxLength = 300;
export const blogContentMaxLength = 20_000;
export const blogCommentMaxLength = 1_000;
/** An uploaded featured image: PNG, JPEG, GIF or WebP, 800 KB at most. */
export const featuredImageTypes = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const featuredImageMaxBytes = 800 * 1024;

/**
 * The slug a title suggests: accents dropped, lower case, every run of other characters one dash,
 * cut at the slug's length without a dash at either end. '' when the title has no letter or digit.
 */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, blogSlugMaxLength)
    .replace(/^-+|-+$/g, '');
}
