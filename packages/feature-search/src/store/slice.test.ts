import type { MainSearchResponse, SearchItem } from '@tessera/api-client';
import {
  bookmarksFailed,
  bookmarksLoaded,
  bookmarksRequested,
  bookmarkToggled,
  bookmarkToggleFailed,
  catalogFailed,
  catalogLoaded,
  catalogRequested,
  initialSearchState,
  searchCleared,
  searchSlice,
  selectIsBookmarked,
  toggleFailureShown,
  type SearchState,
} from './slice';

const page = (id: number, isBookmarked = false): SearchItem => ({
  id,
  target: `page${id}`,
  title: `Page ${id}`,
  icon: 'HomeOutlined',
  link: `/page-${id}`,
  isBookmarked,
});

const searchResponse: MainSearchResponse = {
  searchArr: [
    { groupTitle: 'Pages', searchLimit: 4, data: [page(1), page(2, true), page(3)] },
    {
      groupTitle: 'Files',
      searchLimit: 4,
      data: [{ title: 'Notes', by: 'Mara Quill', size: '1 MB', file: 'txt' }],
    },
    {
      groupTitle: 'Contacts',
      searchLimit: 4,
      data: [{ title: 'Mara Quill', email: 'mara@example.com', img: 'x', date: '2026-01-02' }],
    },
  ],
};

const reduce = (actions: Parameters<typeof searchSlice.reducer>[1][], state = initialSearchState) =>
  actions.reduce(searchSlice.reducer, state);

const loaded = (): SearchState =>
  reduce([
    catalogLoaded(searchResponse),
    bookmarksLoaded({ bookmarks: [page(2, true)], suggestions: [page(1), page(3)] }),
  ]);

const bookmarkIds = (state: SearchState) => state.bookmarks.items.map((item) => item.id);
const root = (state: SearchState) => ({ search: state });

describe('catalog', () => {
  it('loads once requested, keeping each group and its limit', () => {
    const loading = reduce([catalogRequested()]);
    expect(loading.catalog.status).toBe('loading');
    const state = reduce([catalogLoaded(searchResponse)], loading);
    expect(state.catalog).toMatchObject({
      status: 'succeeded',
      error: null,
      limits: { Pages: 4, Files: 4, Contacts: 4 },
    });
    expect(state.catalog.pages.map((p) => p.id)).toEqual([1, 2, 3]);
    expect(state.catalog.files[0].title).toBe('Notes');
    expect(state.catalog.contacts[0].email).toBe('mara@example.com');
  });

  it('keeps the failure message, and clears it when asked again', () => {
    const failed = reduce([catalogRequested(), catalogFailed('Not found.')]);
    expect(failed.catalog).toMatchObject({ status: 'failed', error: 'Not found.' });
    expect(reduce([catalogRequested()], failed).catalog).toMatchObject({
      status: 'loading',
      error: null,
    });
  });
});

describe('bookmarks', () => {
  it('load with their suggestions', () => {
    const state = reduce([
      bookmarksRequested(),
      bookmarksLoaded({ bookmarks: [page(2, true)], suggestions: [page(1)] }),
    ]);
    expect(state.bookmarks).toMatchObject({ status: 'succeeded', error: null });
    expect(bookmarkIds(state)).toEqual([2]);
    expect(state.bookmarks.suggestions.map((p) => p.id)).toEqual([1]);
  });

  it('keep a failure message', () => {
    const state = reduce([bookmarksRequested(), bookmarksFailed('Cannot reach the server.')]);
    expect(state.bookmarks).toMatchObject({ status: 'failed', error: 'Cannot reach the server.' });
  });
});

describe('toggling a bookmark', () => {
  it('adds it at once, in page order, everywhere it shows', () => {
    const state = reduce([bookmarkToggled(page(3))], loaded());
    expect(bookmarkIds(state)).toEqual([2, 3]);
    expect(state.bookmarks.items[1].isBookmarked).toBe(true);
    expect(state.catalog.pages.find((p) => p.id === 3)?.isBookmarked).toBe(true);
    expect(state.bookmarks.suggestions.map((p) => p.id)).toEqual([1]);
    expect(selectIsBookmarked(root(state), page(3))).toBe(true);

    const first = reduce([bookmarkToggled(page(1))], state);
    expect(bookmarkIds(first)).toEqual([1, 2, 3]);
  });

  it('removes a bookmarked page', () => {
    const state = reduce([bookmarkToggled(page(2, true))], loaded());
    expect(bookmarkIds(state)).toEqual([]);
    expect(state.catalog.pages.find((p) => p.id === 2)?.isBookmarked).toBe(false);
    expect(selectIsBookmarked(root(state), page(2, true))).toBe(false);
  });

  it('works from the navbar list alone, before the catalog is loaded', () => {
    const navbarOnly = reduce([
      bookmarksLoaded({ bookmarks: [page(2, true)], suggestions: [page(1)] }),
    ]);
    const added = reduce([bookmarkToggled(page(1))], navbarOnly);
    expect(bookmarkIds(added)).toEqual([1, 2]);
    expect(selectIsBookmarked(root(added), page(1))).toBe(true);
    const removed = reduce([bookmarkToggled(page(2, true))], added);
    expect(bookmarkIds(removed)).toEqual([1]);
  });

  it('goes back when the server refuses, and says so once', () => {
    const before = loaded();
    const failure = { page: page(3), message: 'No page with id 3' };
    const state = reduce([bookmarkToggled(page(3)), bookmarkToggleFailed(failure)], before);
    expect(bookmarkIds(state)).toEqual([2]);
    expect(state.catalog.pages).toEqual(before.catalog.pages);
    expect(state.toggleFailure).toEqual(failure);
    expect(reduce([toggleFailureShown()], state).toggleFailure).toBeNull();
  });

  it('ends where the server ends after two quick clicks', () => {
    const state = reduce([bookmarkToggled(page(3)), bookmarkToggled(page(3, true))], loaded());
    expect(bookmarkIds(state)).toEqual([2]);
    expect(selectIsBookmarked(root(state), page(3))).toBe(false);
  });
});

describe('selectIsBookmarked', () => {
  it('trusts the page itself while nothing is loaded', () => {
    expect(selectIsBookmarked(root(initialSearchState), page(4, true))).toBe(true);
    expect(selectIsBookmarked(root(initialSearchState), page(4))).toBe(false);
  });
});

describe('searchCleared', () => {
  it('forgets everything loaded (a sign-out)', () => {
    expect(reduce([searchCleared()], loaded())).toEqual(initialSearchState);
  });
});
