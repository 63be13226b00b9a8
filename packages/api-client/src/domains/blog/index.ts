import { z } from 'zod';
import { idInputSchema, listQuerySchema, perPageSchema, positiveInt } from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  blogCategories,
  blogCommentMaxLength,
  blogContentMaxLength,
  blogExcerptMaxLength,
  blogIconNames,
  blogPerPage,
  blogSearchMaxLength,
  blogSlugMaxLength,
  blogSlugPattern,
  blogSortColumns,
  blogStatuses,
  blogTitleMaxLength,
  featuredImageMaxBytes,
} from './constants';

export * from './constants';

// The blog: a list of post cards with a sidebar, a post with its comments, and the post's editor.
// Every signed-in account reads, comments and bookmarks; only admins open the editor and save.

const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(max, { error: `must be at most ${max} characters` });

export const blogStatusSchema = z.enum(blogStatuses);
export const blogCategorySchema = z.enum(blogCategories);

const personSchema = {
  userFullName: z.string().min(1),
  /** An image URL (generated SVG data URL in the sample data). */
  avatar: z.string().min(1),
};

/** A post as the list shows it: a card. `tags` are its categories; `comment` counts its comments. */
export const blogCardSchema = z.object({
  id: positiveInt(),
  img: z.string().min(1),
  title: z.string().min(1),
  ...personSchema,
  /** ISO date-time it was posted. */
  blogPosted: z.iso.datetime(),
  tags: z.array(blogCategorySchema),
  excerpt: z.string(),
  comment: z.number().int().nonnegative(),
  status: blogStatusSchema,
});

export const blogListQuerySchema = listQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(blogSearchMaxLength, { error: `must be at most ${blogSearchMaxLength} characters` })
    .default(''),
  perPage: perPageSchema(blogPerPage),
  sortColumn: z.enum(blogSortColumns).default('blogPosted'),
  sort: z.enum(['asc', 'desc']).default('desc'),
  category: blogCategorySchema.optional(),
});

export const blogListResponseSchema = z.object({
  posts: z.array(blogCardSchema),
  /** How many posts match, over all pages. */
  total: z.number().int().nonnegative(),
});

export const blogSidebarSchema = z.object({
  recentPosts: z.array(
    z.object({
      id: positiveInt(),
      title: z.string().min(1),
      img: z.string().min(1),
      blogPosted: z.iso.datetime(),
    }),
  ),
  categories: z.array(
    z.object({
      category: blogCategorySchema,
      icon: z.enum(blogIconNames),
      /** How many posts carry it. */
      count: z.number().int().nonnegative(),
    }),
  ),
});

export const blogCommentSchema = z.object({
  id: positiveInt(),
  ...personSchema,
  /** ISO date-time it was written. */
  commentedAt: z.iso.datetime(),
  comment: z.string().min(1),
});

export const blogDetailSchema = z.object({
  blog: z.object({
    id: positiveInt(),
    title: z.string().min(1),
    img: z.string().min(1),
    ...personSchema,
    blogPosted: z.iso.datetime(),
    status: blogStatusSchema,
    /** HTML as written: readers see it only through the sanitiser. */
    content: z.string(),
    tags: z.array(blogCategorySchema),
    /** How many comments it has. */
    comments: z.number().int().nonnegative(),
    /** Whether the caller bookmarked it. */
    bookmarked: z.boolean(),
  }),
  comments: z.array(blogCommentSchema),
});

/** The base64 length of an image of featuredImageMaxBytes, with its data URL's header. */
const imageMaxLength =
  Math.ceil(featuredImageMaxBytes / 3) * 4 + 'data:image/svg+xml;base64,'.length;

/**
 * The featured image: an uploaded picture as a data URL (PNG, JPEG, GIF or WebP, 800 KB at most),
 * or the generated picture the post already has (an SVG data URL), kept as it is.
 */
const featuredImageSchema = z
  .string()
  .max(imageMaxLength, { error: 'must be 800 KB or less' })
  .regex(/^data:image\/((png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*|svg\+xml,[^<>"]+)$/, {
    error: 'must be a PNG, JPEG, GIF or WebP image',
  });

/** What the editor edits. */
const postFieldsSchema = z.object({
  blogTitle: text(blogTitleMaxLength),
  slug: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(blogSlugMaxLength, { error: `must be at most ${blogSlugMaxLength} characters` })
    .regex(blogSlugPattern, { error: 'must be lower-case letters, digits and single dashes' }),
  blogCategories: z
    .array(blogCategorySchema)
    .min(1, { error: 'must name at least one category' })
    .refine((list) => new Set(list).size === list.length, { error: 'must not repeat a category' }),
  status: blogStatusSchema,
  excerpt: z
    .string()
    .trim()
    .max(blogExcerptMaxLength, { error: `must be at most ${blogExcerptMaxLength} characters` }),
  featuredImage: featuredImageSchema,
  /** HTML from the rich-text editor, sanitised by the client before it is sent. */
  content: z
    .string()
    .max(blogContentMaxLength, { error: `must be at most ${blogContentMaxLength} characters` })
    .refine((html) => html.replace(/<[^>]*>/g, '').trim().length > 0, { error: 'is required' }),
});

export const blogEditSchema = postFieldsSchema.extend({
  id: positiveInt(),
  ...personSchema,
});

export const saveBlogEditInputSchema = postFieldsSchema.extend({ id: positiveInt() });

export const newBlogCommentSchema = z.object({
  id: positiveInt(),
  comment: text(blogCommentMaxLength),
});

export const blogCommentResponseSchema = z.object({ comment: blogCommentSchema });

export const blogBookmarkInputSchema = z.object({ id: positiveInt(), bookmarked: z.boolean() });
export const blogBookmarkResponseSchema = blogBookmarkInputSchema;

export const blogDomain = defineDomain('blog', {
  /** One page of post cards, newest first: searched (title, excerpt, author), by category. */
  list: endpoint({
    method: 'get',
    path: '/blog/list/data',
    input: blogListQuerySchema,
    output: blogListResponseSchema,
  }),
  /** The newest posts and every category with its icon and count. */
  sidebar: endpoint({ method: 'get', path: '/blog/list/data/sidebar', output: blogSidebarSchema }),
  /** One post with its comments; 404 for an unknown id. */
  detail: endpoint({
    method: 'get',
    path: '/blog/list/data/detail',
    input: idInputSchema,
    output: blogDetailSchema,
  }),
  /** One post's fields, for its editor (admins); 404 for an unknown id. */
  edit: endpoint({
    method: 'get',
    path: '/blog/list/data/edit',
    input: idInputSchema,
    output: blogEditSchema,
  }),
  /** Saves the editor (admins): the slug must be unused; 404 and nothing changed for an unknown id. */
  saveEdit: endpoint({
    method: 'put',
    path: '/blog/list/data/edit/{id}',
    input: saveBlogEditInputSchema,
    output: blogEditSchema,
  }),
  /** Adds the caller's comment to a post (201); 404 and nothing added for an unknown id. */
  addComment: endpoint({
    method: 'post',
    path: '/blog/list/data/detail/{id}/comments',
    input: newBlogCommentSchema,
    output: blogCommentResponseSchema,
  }),
  /** Bookmarks a post for the caller, or takes the bookmark off; 404 for an unknown id. */
  setBookmark: endpoint({
    method: 'put',
    path: '/blog/list/data/detail/{id}/bookmark',
    input: blogBookmarkInputSchema,
    output: blogBookmarkResponseSchema,
  }),
});

export type BlogStatus = z.output<typeof blogStatusSchema>;
export type BlogCategory = z.output<typeof blogCategorySchema>;
export type BlogCard = z.output<typeof blogCardSchema>;
export type BlogSortColumn = (typeof blogSortColumns)[number];
export type BlogListQuery = z.input<typeof blogListQuerySchema>;
export type BlogListResponse = z.output<typeof blogListResponseSchema>;
export type BlogSidebar = z.output<typeof blogSidebarSchema>;
export type BlogComment = z.output<typeof blogCommentSchema>;
export type BlogDetail = z.output<typeof blogDetailSchema>;
export type BlogEdit = z.output<typeof blogEditSchema>;
export type SaveBlogEditInput = z.input<typeof saveBlogEditInputSchema>;
export type NewBlogComment = z.input<typeof newBlogCommentSchema>;
export type BlogCommentResponse = z.output<typeof blogCommentResponseSchema>;
export type BlogBookmarkInput = z.input<typeof blogBookmarkInputSchema>;
