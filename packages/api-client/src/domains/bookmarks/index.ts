import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { positiveInt } from '../../common';
import { searchItemSchema } from '../search';

export const bookmarksResponseSchema = z.object({
  /** A few pages not bookmarked yet, offered when the bookmark search is empty. */
  suggestions: z.array(searchItemSchema),
  bookmarks: z.array(searchItemSchema),
});

export const toggleBookmarkInputSchema = z.object({ id: positiveInt() });
/** The page after the toggle. */
export const toggleBookmarkResponseSchema = z.object({ item: searchItemSchema });

export const bookmarksDomain = defineDomain('bookmarks', {
  list: endpoint({ method: 'get', path: '/api/bookmarks/data', output: bookmarksResponseSchema }),
  /** Bookmarks the page, or removes its bookmark; answers with the page as it is now. */
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
