import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  BookmarksResponse,
  MainSearchResponse,
  SearchContact,
  SearchFile,
  SearchItem,
} from '@tessera/api-client';

export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

export type GroupTitle = MainSearchResponse['searchArr'][number]['groupTitle'];

/** What global search can find, fetched once (on the first opening) and kept. */
export interface SearchCatalog {
  status: LoadStatus;
  error: string | null;
  pages: SearchItem[];
  files: SearchFile[];
  contacts: SearchContact[];
  /** How many results each group shows at most, as the server says. */
  limits: Record<GroupTitle, number>;
}

/** The navbar's bookmarks; the bookmark picker's suggestions come with them. */
export interface BookmarkList {
  status: LoadStatus;
  error: string | null;
  /** Bookmarked pages, in the server's (page) order. */
  items: SearchItem[];
  /** A few pages not bookmarked yet, offered by the picker before anything is typed. */
  suggestions: SearchItem[];
}

/** A toggle the server refused: the star went back, and the navbar says why once. */
export interface ToggleFailure {
  page: SearchItem;
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
    pages: [],
    files: [],
    contacts: [],
    limits: { Pages: 0, Files: 0, Contacts: 0 },
  },
  bookmarks: { status: 'idle', error: null, items: [], suggestions: [] },
  toggleFailure: null,
};

/**
 * Flips one page's bookmark everywhere it shows: the catalog's star, the navbar list (kept in
 * page order, as the server sends it) and the picker's suggestions. Applied once when the user
 * clicks (the star answers at once) and once more if the server refuses (it goes back).
 */
function flipBookmark(state: SearchState, page: SearchItem) {
  const known = state.catalog.pages.find((candidate) => candidate.id === page.id);
  const bookmarked = state.bookmarks.items.some((item) => item.id === page.id);
  const nowBookmarked = known ? !known.isBookmarked : !bookmarked;
  if (known) known.isBookmarked = nowBookmarked;

  const items = state.bookmarks.items.filter((item) => item.id !== page.id);
  if (nowBookmarked) items.push({ ...page, isBookmarked: true });
  state.bookmarks.items = items.sort((a, b) => a.id - b.id);
  if (nowBookmarked) {
    state.bookmarks.suggestions = state.bookmarks.suggestions.filter((s) => s.id !== page.id);
  }
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
        if (group.groupTitle === 'Pages') catalog.pages = group.data;
        else if (group.groupTitle === 'Files') catalog.files = group.data;
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
    bookmarksLoaded(state, { payload }: PayloadAction<BookmarksResponse>) {
      state.bookmarks = {
        status: 'succeeded',
        error: null,
        items: payload.bookmarks,
        suggestions: payload.suggestions,
      };
    },
    bookmarksFailed(state, { payload }: PayloadAction<string>) {
      state.bookmarks.status = 'failed';
      state.bookmarks.error = payload;
    },
    /** The user clicked a star: the bookmark changes now, the saga tells the server. */
    bookmarkToggled(state, { payload }: PayloadAction<SearchItem>) {
      flipBookmark(state, payload);
    },
    bookmarkToggleFailed(state, { payload }: PayloadAction<ToggleFailure>) {
      flipBookmark(state, payload.page);
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

/** Whether a page is bookmarked right now (the navbar list knows when the catalog is not loaded). */
export const selectIsBookmarked = (state: SearchRootState, page: SearchItem): boolean => {
  const { pages } = state.search.catalog;
  const known = pages.find((candidate) => candidate.id === page.id);
  if (known) return known.isBookmarked;
  const { bookmarks } = state.search;
  return bookmarks.status === 'succeeded'
    ? bookmarks.items.some((item) => item.id === page.id)
    : page.isBookmarked;
};
