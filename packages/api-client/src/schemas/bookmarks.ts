import { z } from 'zod';
import { positiveInt } from './common';
import { searchItemSchema } from './search';

export const bookmarksResponseSchema = z.object({
  /** A few pages not bookmarked yet, offered when the bookmark search is empty. */
  suggestions: z.array(searchItemSchema),
  bookmarks: z.array(searchItemSchema),
});

export const toggleBookmarkInputSchema = z.object({ id: positiveInt() });
/** The page after the toggle. */
export const toggleBookmarkResponseSchema = z.object({ item: searchItemSchema });
