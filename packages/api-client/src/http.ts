import axios from 'axios';
import { onApiConfigured } from './config';
import { deferRequestsUntil } from './deferred';
import { installAuthInterceptors } from './refresh';

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
