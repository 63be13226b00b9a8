// @tessera/api-client: the contract between the app and whatever answers it.
import * as auth from './contract/auth';
import * as autocomplete from './contract/autocomplete';
import * as bookmarks from './contract/bookmarks';
import * as permissions from './contract/permissions';
import * as roles from './contract/roles';
import * as search from './contract/search';
import * as users from './contract/users';

export { configureApi, type ApiConfig } from './config';
export { http } from './http';
export { loginRedirectUrl, sessionEndedParam } from './sessionEnd';
export { keepSessionAlive } from './keepAlive';
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
export { deferRequestsUntil } from './deferred';
export { paths } from './paths';

export type * from './contract/common';
export type * from './contract/auth';
export type * from './contract/search';
export type * from './contract/bookmarks';
export type * from './contract/autocomplete';
export type * from './contract/users';
export type * from './contract/permissions';
export type * from './contract/roles';
// Plain lists the screens need at runtime (select options, matrix rows): tiny, zod-free.
export * from './contract/constants';

/** One typed function per endpoint, grouped by domain. */
export const api = {
  auth: { login: auth.login, register: auth.register, refreshToken: auth.refreshToken },
  search: { list: search.getSearchData },
  bookmarks: { list: bookmarks.getBookmarks, toggle: bookmarks.toggleBookmark },
  autocomplete: { list: autocomplete.getAutocompleteItems },
  users: {
    all: users.getAllUsers,
    list: users.getUsers,
    get: users.getUser,
    details: users.getUserDetails,
    add: users.addUser,
    update: users.updateUser,
    changePassword: users.changeUserPassword,
    remove: users.deleteUser,
  },
  permissions: {
    list: permissions.getPermissions,
    add: permissions.addPermission,
    update: permissions.updatePermission,
    remove: permissions.deletePermission,
  },
  roles: { list: roles.getRoles, add: roles.addRole, update: roles.updateRole },
};
