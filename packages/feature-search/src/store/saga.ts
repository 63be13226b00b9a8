import { eventChannel, type EventChannel } from 'redux-saga';
import { call, fork, put, take, takeEvery, takeLeading } from 'redux-saga/effects';
import {
  api,
  ApiError,
  getUserData,
  subscribeSession,
  type BookmarksResponse,
  type MainSearchResponse,
} from '@tessera/api-client';
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
} from './slice';

/** api-client rejects with ApiError; anything else is a bug, shown rather than swallowed. */
export function messageOf(error: unknown): string {
  if (error instanceof ApiError || error instanceof Error) return error.message;
  return String(error);
}

export function* fetchCatalog() {
  try {
    const data: MainSearchResponse = yield call(api.search.list);
    yield put(catalogLoaded(data));
  } catch (error) {
    yield put(catalogFailed(messageOf(error)));
  }
}

export function* fetchBookmarks() {
  try {
    const data: BookmarksResponse = yield call(api.bookmarks.list);
    yield put(bookmarksLoaded(data.bookmarks));
  } catch (error) {
    yield put(bookmarksFailed(messageOf(error)));
  }
}

/**
 * The star already moved (the reducer flipped it): tell the server, and put it back if the
 * server refuses. Each click is one request, so two quick clicks end where the server ends.
 */
export function* toggleBookmark({ payload: link }: ReturnType<typeof bookmarkToggled>) {
  try {
    yield call(api.bookmarks.toggle, { link });
  } catch (error) {
    yield put(bookmarkToggleFailed({ link, message: messageOf(error) }));
  }
}

/** Emits whenever api-client's stored session changes (login, logout, refresh). */
export function sessionChanges(): EventChannel<true> {
  return eventChannel((emit) => subscribeSession(() => emit(true)));
}

/** A sign-out drops what was loaded, so the next user's first opening asks the server again. */
export function* clearOnSignOut() {
  const changes: EventChannel<true> = yield call(sessionChanges);
  try {
    while (true) {
      yield take(changes);
      if (getUserData() === null) yield put(searchCleared());
    }
  } finally {
    changes.close();
  }
}

export function* searchSaga() {
  yield takeLeading(catalogRequested.type, fetchCatalog);
  yield takeLeading(bookmarksRequested.type, fetchBookmarks);
  yield takeEvery(bookmarkToggled.type, toggleBookmark);
  yield fork(clearOnSignOut);
}
