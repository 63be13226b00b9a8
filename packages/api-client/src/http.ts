import axios from 'axios';
import { onApiConfigured } from './config';
import { deferRequestsUntil } from './deferred';
import { installAuthInterceptors } from './refresh';
import { sessionSignal } from './session';
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

// A request belongs to the session it was sent in: signing out cancels it (axios then rejects
// it with a CanceledError, even when it answers later). A default read when the request is
// made, so a request sent just before the sign-out carries the signal the sign-out aborts.
Object.defineProperty(http.defaults, 'signal', { enumerable: true, get: sessionSignal });
