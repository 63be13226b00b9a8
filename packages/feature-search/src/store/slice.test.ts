import type { MainSearchResponse } from '@tessera/api-client';
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

const searchResponse: MainSearchResponse = {
  searchArr: [
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
  reduce([catalogLoaded(searchResponse), bookmarksLoaded(['/page-2'])]);

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
  it('load as the pages’ paths', () => {
    const state = reduce([bookmarksRequested(), bookmarksLoaded(['/page-2', '/page-1'])]);
    expect(state.bookmarks).toEqual({
      status: 'succeeded',
      error: null,
      links: ['/page-2', '/page-1'],
    });
  });

  it('keep a failure message', () => {
    const state = reduce([bookmarksRequested(), bookmarksFailed('Cannot reach the server.')]);
    expect(state.bookmarks).toMatchObject({ status: 'failed', error: 'Cannot reach the server.' });
  });
});

describe('toggling a bookmark', () => {
  it('adds it at once, last, and every star reads it', () => {
    const state = reduce([bookmarkToggled('/page-3')], loaded());
    expect(state.bookmarks.links).toEqual(['/page-2', '/page-3']);
    expect(selectIsBookmarked(root(state), '/page-3')).toBe(true);
    expect(selectIsBookmarked(root(state), '/page-1')).toBe(false);
  });

  it('removes a bookmarked page', () => {
    const state = reduce([bookmarkToggled('/page-2')], loaded());
    expect(state.bookmarks.links).toEqual([]);
    expect(selectIsBookmarked(root(state), '/page-2')).toBe(false);
  });

  it('goes back when the server refuses, and says so once', () => {
    const failure = { link: '/page-3', message: 'At most 50 pages can be bookmarked.' };
    const state = reduce([bookmarkToggled('/page-3'), bookmarkToggleFailed(failure)], loaded());
    expect(state.bookmarks.links).toEqual(['/page-2']);
    expect(state.toggleFailure).toEqual(failure);
    expect(reduce([toggleFailureShown()], state).toggleFailure).toBeNull();
  });

  it('ends where the server ends after two quick clicks', () => {
    const state = reduce([bookmarkToggled('/page-3'), bookmarkToggled('/page-3')], loaded());
    expect(state.bookmarks.links).toEqual(['/page-2']);
  });
});

describe('searchCleared', () => {
  it('forgets everything loaded (a sign-out)', () => {
    expect(reduce([searchCleared()], loaded())).toEqual(initialSearchState);
  });
});
