import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import createSagaMiddleware from 'redux-saga';
import { call, fork, put, take, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  api,
  ApiError,
  clearSession,
  saveSession,
  type MainSearchResponse,
  type Session,
} from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import {
  clearOnSignOut,
  fetchBookmarks,
  fetchCatalog,
  messageOf,
  searchSaga,
  sessionChanges,
  toggleBookmark,
} from './saga';
import {
  bookmarksFailed,
  bookmarksLoaded,
  bookmarksRequested,
  bookmarkToggled,
  bookmarkToggleFailed,
  catalogFailed,
  catalogLoaded,
  catalogRequested,
  searchCleared,
  searchSlice,
  type SearchRootState,
} from './slice';

const link = '/apps/user/list';

describe('messageOf', () => {
  it('reads ApiError and Error messages, and anything else as text', () => {
    expect(messageOf(new ApiError(404, 'Not found.'))).toBe('Not found.');
    expect(messageOf(new Error('boom'))).toBe('boom');
    expect(messageOf('odd')).toBe('odd');
  });
});

describe('fetchCatalog', () => {
  it('calls the API and puts the answer', () => {
    const flow = fetchCatalog();
    expect(flow.next().value).toEqual(call(api.search.list));
    const answer: MainSearchResponse = { searchArr: [] };
    expect(flow.next(answer).value).toEqual(put(catalogLoaded(answer)));
    expect(flow.next().done).toBe(true);
  });

  it('puts the failure message', () => {
    const flow = fetchCatalog();
    flow.next();
    expect(flow.throw(new ApiError(500, 'The server failed to answer.')).value).toEqual(
      put(catalogFailed('The server failed to answer.')),
    );
  });
});

describe('fetchBookmarks', () => {
  it('calls the API and puts the answer, or the failure', () => {
    const flow = fetchBookmarks();
    expect(flow.next().value).toEqual(call(api.bookmarks.list));
    const answer = { bookmarks: ['/apps/roles'] };
    expect(flow.next(answer).value).toEqual(put(bookmarksLoaded(['/apps/roles'])));

    const failing = fetchBookmarks();
    failing.next();
    expect(failing.throw(new ApiError(401, 'Please sign in again.')).value).toEqual(
      put(bookmarksFailed('Please sign in again.')),
    );
  });
});

describe('toggleBookmark', () => {
  it('tells the server; nothing more when it agrees (the star already moved)', () => {
    const flow = toggleBookmark(bookmarkToggled(link));
    expect(flow.next().value).toEqual(call(api.bookmarks.toggle, { link }));
    expect(flow.next({ link, isBookmarked: true }).done).toBe(true);
  });

  it('puts the star back with the reason when the server refuses', () => {
    const flow = toggleBookmark(bookmarkToggled(link));
    flow.next();
    expect(flow.throw(new ApiError(400, 'At most 50 pages can be bookmarked.')).value).toEqual(
      put(bookmarkToggleFailed({ link, message: 'At most 50 pages can be bookmarked.' })),
    );
  });
});

describe('clearOnSignOut', () => {
  it('clears the state when the session is gone, not when it changes otherwise', () => {
    const flow = clearOnSignOut();
    expect(flow.next().value).toEqual(call(sessionChanges));
    const channel = sessionChanges();
    const close = jest.spyOn(channel, 'close');
    expect(flow.next(channel).value).toEqual(take(channel));
    // What the channel emits is only a signal: the stored session says what happened.
    const changed = true as never;

    // A login or a token refresh: a session is stored, nothing to clear.
    saveSession({ userData: { id: 1 }, accessToken: 'a', refreshToken: 'r' } as unknown as Session);
    expect(flow.next(changed).value).toEqual(take(channel));

    clearSession();
    expect(flow.next(changed).value).toEqual(put(searchCleared()));
    expect(flow.next().value).toEqual(take(channel));
    flow.return(undefined);
    expect(close).toHaveBeenCalled();
  });
});

describe('searchSaga', () => {
  it('watches each request', () => {
    const saga = searchSaga();
    expect(saga.next().value).toEqual(takeLeading(catalogRequested.type, fetchCatalog));
    expect(saga.next().value).toEqual(takeLeading(bookmarksRequested.type, fetchBookmarks));
    expect(saga.next().value).toEqual(takeEvery(bookmarkToggled.type, toggleBookmark));
    expect(saga.next().value).toEqual(fork(clearOnSignOut));
  });
});

describe('against the fake server', () => {
  setupFakeServer();

  const start = () => {
    const sagaMiddleware = createSagaMiddleware();
    const store = configureStore({
      reducer: { [searchSlice.name]: searchSlice.reducer },
      middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
    });
    const task = sagaMiddleware.run(searchSaga);
    const settled = (done: (state: SearchRootState) => boolean) =>
      new Promise<SearchRootState>((resolve) => {
        const check = () => {
          const state = store.getState() as SearchRootState;
          if (!done(state)) return;
          unsubscribe();
          resolve(state);
        };
        const unsubscribe = store.subscribe(check);
        check();
      });
    return { store, task, settled };
  };

  beforeEach(() => localStorage.clear());

  it('loads, toggles on the server, and clears on sign-out', async () => {
    await signIn();
    const { store, task, settled } = start();
    store.dispatch(bookmarksRequested());
    store.dispatch(catalogRequested());
    const state = await settled(
      (s) => s.search.bookmarks.status === 'succeeded' && s.search.catalog.status === 'succeeded',
    );
    expect(state.search.bookmarks.links).toEqual([
      '/apps/user/list',
      '/apps/roles',
      '/apps/permissions',
    ]);
    expect(state.search.catalog.files.length).toBeGreaterThan(0);

    store.dispatch(bookmarkToggled('/access-control'));
    // The star turns at once; the server has the bookmark once the saga's call lands, which a
    // list call sent now may overtake: ask again until it is there.
    await waitFor(async () => {
      const { bookmarks } = await api.bookmarks.list();
      expect(bookmarks).toContain('/access-control');
    });

    clearSession();
    expect((store.getState() as SearchRootState).search.catalog.status).toBe('idle');
    task.cancel();
  });

  it('reports a refused toggle and puts the star back', async () => {
    await signIn();
    const { store, task, settled } = start();
    store.dispatch(bookmarkToggled('not a path'));
    const state = await settled((s) => s.search.toggleFailure !== null);
    expect(state.search.toggleFailure?.message).toBe('link: must be a page path');
    expect(state.search.bookmarks.links).toEqual([]);
    task.cancel();
  });
});
