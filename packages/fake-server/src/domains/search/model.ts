import type { SearchContact, SearchFile } from '@tessera/api-client';

/**
 * What global search finds on the server (files, contacts) and the bookmarked pages, by their
 * paths: the pages themselves are the app's routes, which the client offers.
 */
export interface SearchData {
  files: SearchFile[];
  contacts: SearchContact[];
  /** In the order they were bookmarked. */
  bookmarks: string[];
}

export const messages = {
  tooManyBookmarks: (limit: number) => `At most ${limit} pages can be bookmarked.`,
};
