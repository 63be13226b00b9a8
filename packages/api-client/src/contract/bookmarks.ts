import type { z } from 'zod';
import type {
  bookmarksResponseSchema,
  toggleBookmarkInputSchema,
  toggleBookmarkResponseSchema,
} from '../schemas/bookmarks';

export type BookmarksResponse = z.output<typeof bookmarksResponseSchema>;
export type ToggleBookmarkInput = z.input<typeof toggleBookmarkInputSchema>;
export type ToggleBookmarkResponse = z.output<typeof toggleBookmarkResponseSchema>;
