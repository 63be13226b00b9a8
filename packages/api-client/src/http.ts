import axios from 'axios';
import { onApiConfigured } from './config';
import { deferRequestsUntil } from './deferred';
import { installAuthInterceptors } from './refresh';
import { endSession } from './sessionEnd';

export { loginRedirectUrl } from './sessionEnd';

/** The one axios instance every api function uses; the fake server registers on it. */
export const http = axios.create();

onApiConfigured(({ baseURL, beforeFirstRequest }) => {
  if (baseURL !== undefined) http.defaults.baseURL = baseURL;
  if (beforeFirstRequest) deferRequestsUntil(http, () => beforeFirstRequest(http));
});

/** Renews the session now (shared with the refresh a 401 starts); ends it when refused. */
export const refreshSession = installAuthInterceptors(http, { onSessionExpired: endSession });
