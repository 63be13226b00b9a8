import type { z } from 'zod';
import { paths } from '../paths';
import type {
  bookmarksResponseSchema,
  toggleBookmarkInputSchema,
  toggleBookmarkResponseSchema,
} from '../schemas/bookmarks';
import { getData, postData } from './request';

export type BookmarksResponse = z.output<typeof bookmarksResponseSchema>;
export type ToggleBookmarkInput = z.input<typeof toggleBookmarkInputSchema>;
export type ToggleBookmarkResponse = z.output<typeof toggleBookmarkResponseSchema>;

export function getBookmarks(): Promise<BookmarksResponse> {
  return getData(paths.bookmarks.list);
}

/** Bookmarks the page, or removes its bookmark; answers with the page as it is now. */
export function toggleBookmark(input: ToggleBookmarkInput): Promise<ToggleBookmarkResponse> {
  return postData(paths.bookmarks.toggle, input);
}
