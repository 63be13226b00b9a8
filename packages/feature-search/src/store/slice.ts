import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MainSearchResponse, SearchContact, SearchFile } from '@tessera/api-client';
import { searchGroupLimit } from '@tessera/api-client/search';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The groups results show: the app's pages, and what the server finds. */
export type GroupTitle = 'Pages' | MainSearchResponse['searchArr'][number]['groupTitle'];

/** What the server finds for global search (files, contacts), fetched on the first opening. */
export interface SearchCatalog {
  status: LoadStatus;
  error: string | null;
  files: SearchFile[];
  contacts: SearchContact[];
  /** How many results each group shows at most (the server says for its own groups). */
  limits: Record<GroupTitle, number>;
}

/** The bookmarked pages, by their paths, in the order they were bookmarked. */
export interface BookmarkList {
  status: LoadStatus;
  error: string | null;
  links: string[];
}

/** A toggle the server refused: the star went back, and the navbar says why once. */
export interface ToggleFailure {
  link: string;
  message: string;
}

export interface SearchState {
  catalog: SearchCatalog;
  bookmarks: BookmarkList;
  toggleFailure: ToggleFailure | null;
}

export interface SearchRootState {
  search: SearchState;
}

export const initialSearchState: SearchState = {
  catalog: {
    status: 'idle',
    error: null,
    files: [],
    contacts: [],
    limits: { Pages: searchGroupLimit, Files: 0, Contacts: 0 },
  },
  bookmarks: { status: 'idle', error: null, links: [] },
  toggleFailure: null,
};

/**
 * Flips one page's bookmark: everything that shows a star or the navbar list reads these links.
 * Applied once when the user clicks (the star answers at once) and once more if the server
 * refuses (it goes back).
 */
function flipBookmark(bookmarks: BookmarkList, link: string) {
  bookmarks.links = bookmarks.links.includes(link)
    ? bookmarks.links.filter((bookmark) => bookmark !== link)
    : [...bookmarks.links, link];
}

export const searchSlice = createSlice({
  name: 'search',
  initialState: initialSearchState,
  reducers: {
    catalogRequested(state) {
      state.catalog.status = 'loading';
      state.catalog.error = null;
    },
    catalogLoaded(state, { payload }: PayloadAction<MainSearchResponse>) {
      const catalog = state.catalog;
      for (const group of payload.searchArr) {
        catalog.limits[group.groupTitle] = group.searchLimit;
        if (group.groupTitle === 'Files') catalog.files = group.data;
        else catalog.contacts = group.data;
      }
      catalog.status = 'succeeded';
    },
    catalogFailed(state, { payload }: PayloadAction<string>) {
      state.catalog.status = 'failed';
      state.catalog.error = payload;
    },
    bookmarksRequested(state) {
      state.bookmarks.status = 'loading';
      state.bookmarks.error = null;
    },
    bookmarksLoaded(state, { payload }: PayloadAction<string[]>) {
      state.bookmarks = { status: 'succeeded', error: null, links: payload };
    },
    bookmarksFailed(state, { payload }: PayloadAction<string>) {
      state.bookmarks.status = 'failed';
      state.bookmarks.error = payload;
    },
    /** The user clicked a page's star: the bookmark changes now, the saga tells the server. */
    bookmarkToggled(state, { payload: link }: PayloadAction<string>) {
      flipBookmark(state.bookmarks, link);
    },
    bookmarkToggleFailed(state, { payload }: PayloadAction<ToggleFailure>) {
      flipBookmark(state.bookmarks, payload.link);
      state.toggleFailure = payload;
    },
    toggleFailureShown(state) {
      state.toggleFailure = null;
    },
    /** Signed out: the next user starts from the server's data again. */
    searchCleared() {
      return initialSearchState;
    },
  },
});

export const {
  catalogRequested,
  catalogLoaded,
  catalogFailed,
  bookmarksRequested,
  bookmarksLoaded,
  bookmarksFailed,
  bookmarkToggled,
  bookmarkToggleFailed,
  toggleFailureShown,
  searchCleared,
} = searchSlice.actions;

export const selectCatalog = (state: SearchRootState) => state.search.catalog;
export const selectBookmarks = (state: SearchRootState) => state.search.bookmarks;
export const selectToggleFailure = (state: SearchRootState) => state.search.toggleFailure;

/** Whether the page at `link` is bookmarked right now. */
export const selectIsBookmarked = (state: SearchRootState, link: string): boolean =>
  state.search.bookmarks.links.includes(link);
