import { onApiConfigured } from './config';
import { clearSession, getSession } from './session';

/** The query parameter the login page reads to say that a session ended on its own. */
export const sessionEndedParam = { name: 'session', value: 'ended' } as const;

/** Where to send a user whose session ended, or null when already on the login page. */
export function loginRedirectUrl({
  pathname,
  search,
}: Pick<Location, 'pathname' | 'search'>): string | null {
  if (pathname === '/login' || pathname.startsWith('/login/')) return null;
  const returnTo = encodeURIComponent(pathname + search);
  return `/login?returnTo=${returnTo}&${sessionEndedParam.name}=${sessionEndedParam.value}`;
}

function redirectToLogin(): void {
  if (typeof window === 'undefined') return;
  const target = loginRedirectUrl(window.location);
  if (target) window.location.assign(target);
}

let sessionEndedHandler: () => void = redirectToLogin;

onApiConfigured(({ onSessionExpired }) => {
  if (onSessionExpired) sessionEndedHandler = onSessionExpired;
});

/**
 * Signs out a session that ended on its own (expired, or its account is gone): clears it and
 * calls the configured handler (by default: to the login page, which says why). Only once:
 * when the session is already gone, another tab or an earlier call has dealt with it.
 */
export function endSession(): void {
  const { accessToken, refreshToken, userData } = getSession();
  if (!accessToken && !refreshToken && !userData) return;
  clearSession();
  sessionEndedHandler();
}
