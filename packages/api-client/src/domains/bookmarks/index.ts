import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { pageLinkPattern } from './constants';

export * from './constants';

// The pages a user bookmarked (the navbar's star list), kept by the server. A page is named by
// its path: the pages themselves, their titles and icons, are the app's routes.

/** A page's path, e.g. '/apps/user/list'. */
export const pageLinkSchema = z
  .string()
  .max(200, { error: 'must be at most 200 characters' })
  .regex(pageLinkPattern, { error: 'must be a page path' });

export const bookmarksResponseSchema = z.object({
  /** The bookmarked pages' paths, in the order they were bookmarked. */
  bookmarks: z.array(pageLinkSchema),
});

export const toggleBookmarkInputSchema = z.object({ link: pageLinkSchema });
/** The page after the toggle. */
export const toggleBookmarkResponseSchema = z.object({
  link: pageLinkSchema,
  isBookmarked: z.boolean(),
});

export const bookmarksDomain = defineDomain('bookmarks', {
  list: endpoint({ method: 'get', path: '/api/bookmarks/data', output: bookmarksResponseSchema }),
  /**
   * Bookmarks the page, or removes its bookmark; answers whether it is bookmarked now. A
   * bookmark past maxBookmarks is refused (400) and nothing changes.
   */
  toggle: endpoint({
    method: 'post',
    path: '/api/bookmarks/update',
    input: toggleBookmarkInputSchema,
    output: toggleBookmarkResponseSchema,
  }),
});

export type BookmarksResponse = z.output<typeof bookmarksResponseSchema>;
export type ToggleBookmarkInput = z.input<typeof toggleBookmarkInputSchema>;
export type ToggleBookmarkResponse = z.output<typeof toggleBookmarkResponseSchema>;
