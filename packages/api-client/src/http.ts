import axios from 'axios';
import { onApiConfigured } from './config';
import { deferRequestsUntil } from './deferred';
import { installAuthInterceptors } from './refresh';
import { sessionSignal } from './session';

/** The one axios instance every api function uses; the fake server registers on it. */
export const http = axios.create();

/** Where to send a user whose session expired, or null when already on the login page. */
export function loginRedirectUrl({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): string | null {
  if (pathname === '/login' || pathname.startsWith('/login/')) return null;
  return `/login?returnTo=${encodeURIComponent(pathname + search)}`;
}

function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const target = loginRedirectUrl(window.location);
  if (target) window.location.assign(target);
}

let sessionExpiredHandler: () => void = redirectToLogin;

onApiConfigured(({ baseURL, onSessionExpired, beforeFirstRequest }) => {
  if (baseURL !== undefined) http.defaults.baseURL = baseURL;
  if (onSessionExpired) sessionExpiredHandler = onSessionExpired;
  if (beforeFirstRequest) deferRequestsUntil(http, () => beforeFirstRequest(http));
});

installAuthInterceptors(http, { onSessionExpired: () => sessionExpiredHandler() });

// A request belongs to the session it was sent in: signing out cancels it (axios then rejects
// it with a CanceledError, even when it answers later). A default read when the request is
// made, so a request sent just before the sign-out carries the signal the sign-out aborts.
Object.defineProperty(http.defaults, 'signal', { enumerable: true, get: sessionSignal });
