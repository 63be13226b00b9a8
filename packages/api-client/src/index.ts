// @tessera/api-client: the contract between the app and whatever answers it.
import { createApi } from './client';
import type { Endpoints } from './endpoints';

export { configureApi, type ApiConfig } from './config';
export { http } from './http';
export { loginRedirectUrl, sessionEndedParam } from './sessionEnd';
export { keepSessionAlive } from './keepAlive';
export {
  cancelSessionRequests,
  clearSession,
  getSession,
  getUserData,
  saveSession,
  sessionKeys,
  subscribeSession,
  updateUserData,
  type Session,
  type StoredSession,
} from './session';
export { ApiError, networkErrorMessage, toApiError, type FieldErrors } from './errors';
export { sessionExpiredMessage } from './refresh';
export { deferRequestsUntil } from './deferred';
export {
  endpoint,
  fillPath,
  pathParameterNames,
  type ApiOf,
  type ClientFunction,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  type EndpointParsedInput,
  type EndpointReply,
  type EndpointTable,
  type HttpMethod,
  type PublicEndpoint,
} from './endpoint';
export type { Endpoints } from './endpoints';

export type { EndpointGroup } from './domain';

// Every domain's types, erased at build: this entry stays zod-free. A domain's plain values
// (select options, form limits) are at `@tessera/api-client/<domain>`, zod-free too; the common
// ones are here.
export type * from './common';
export type * from './domains';
export * from './common/constants';

export {
  contractDomains,
  domainAt,
  isUnder,
  type DomainName,
  type LazyDomain,
} from './lazyDomains';

/**
 * One typed function per call of the endpoint table, grouped by domain: `api.users.get({ id })`.
 * Typed from the table; a domain's calls (with zod) load with its first call, axios with the
 * first call of all.
 */
export const api = createApi<Endpoints>(
  (domain) => import('./lazyDomains').then((module) => module.callsOf(domain)),
  () => import('./http').then((module) => module.http),
);
