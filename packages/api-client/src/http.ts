import axios from 'axios';
import { installAuthInterceptors } from './refresh';

export interface ApiConfig {
  /** The backend's base URL; '' (the default) means this origin, where the fake server answers. */
  baseURL?: string;
  /** Called once after a failed token refresh, when the session has been cleared. */
  onSessionExpired?: () => void;
}

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

export function configureApi({ baseURL, onSessionExpired }: ApiConfig): void {
  if (baseURL !== undefined) http.defaults.baseURL = baseURL;
  if (onSessionExpired) sessionExpiredHandler = onSessionExpired;
}

installAuthInterceptors(http, { onSessionExpired: () => sessionExpiredHandler() });
