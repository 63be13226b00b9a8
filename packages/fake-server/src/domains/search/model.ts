import type { SearchContact, SearchFile, SearchItem } from '@tessera/api-client';

/** Global search and bookmarks share the pages: a bookmark is a page with isBookmarked set. */
export interface SearchData {
  pages: SearchItem[];
  files: SearchFile[];
  contacts: SearchContact[];
}

/** How many not-yet-bookmarked pages the bookmark menu suggests. */
export const suggestionCount = 5;
