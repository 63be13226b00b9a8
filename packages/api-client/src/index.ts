// @tessera/api-client: the contract between the app and whatever answers it.
import * as auth from './contract/auth';
import * as autocomplete from './contract/autocomplete';
import * as bookmarks from './contract/bookmarks';
import * as search from './contract/search';

export { configureApi, http, loginRedirectUrl, type ApiConfig } from './http';
export {
  clearSession,
  getSession,
  getUserData,
  saveSession,
  sessionKeys,
  subscribeSession,
  type Session,
  type StoredSession,
} from './session';
export { ApiError, networkErrorMessage, toApiError, type FieldErrors } from './errors';
export { sessionExpiredMessage } from './refresh';
export { deferAdapterUntil } from './deferred';
export { paths } from './paths';

export type * from './contract/common';
export type * from './contract/auth';
export type * from './contract/search';
export type * from './contract/bookmarks';
export type * from './contract/autocomplete';

/** One typed function per endpoint, grouped by domain. */
export const api = {
  auth: { login: auth.login, register: auth.register, refreshToken: auth.refreshToken },
  search: { list: search.getSearchData },
  bookmarks: { list: bookmarks.getBookmarks, toggle: bookmarks.toggleBookmark },
  autocomplete: { list: autocomplete.getAutocompleteItems },
};
