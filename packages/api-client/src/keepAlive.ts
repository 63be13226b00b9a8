import { getSession, subscribeSession } from './session';
import { endSession } from './sessionEnd';

export interface KeepAliveOptions {
  /** Renews the session (the auth interceptor's shared refresh, so it never runs twice). */
  refresh: () => Promise<void>;
  /** Ends the session that expired while the user was away. */
  end: () => void;
  /** Where the user's input is heard (default: window). */
  target?: EventTarget;
}

/** The auth interceptor's refresh; axios loads with it, as with any first request. */
const refreshThroughHttp = () => import('./http').then(({ refreshSession }) => refreshSession());

/** Input that counts as the user working. */
const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** How long before expiry an active session is renewed. */
const refreshLeadMs = 60_000;

interface TokenTimes {
  issuedAt: number;
  expiresAt: number;
}

/** `iat` and `exp` of a JWT, in ms; null for a token that is not a readable JWT. */
export function tokenTimes(token: string | null): TokenTimes | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const { iat, exp } = JSON.parse(json) as { iat?: unknown; exp?: unknown };
    if (typeof iat !== 'number' || typeof exp !== 'number' || exp <= iat) return null;
    return { issuedAt: iat * 1000, expiresAt: exp * 1000 };
  } catch {
    return null;
  }
}

/** When the stored session needs renewing (access token) and when it ends (refresh token). */
function sessionTimes(): { access: TokenTimes; refresh: TokenTimes } | null {
  const { accessToken, refreshToken } = getSession();
  const access = tokenTimes(accessToken);
  const refresh = tokenTimes(refreshToken);
  return access && refresh ? { access, refresh } : null;
}

/**
 * Keeps a working user's session alive and ends an idle one. Both tokens may live as long as
 * each other, so refresh-on-401 alone could never renew them: instead, a minute before the
 * access token expires, a user who was active since the tokens were issued gets a new pair; an
 * idle user gets one on their first input after that; a user still away when the refresh token
 * expires is signed out. Follows sign-in, sign-out and other tabs through the stored session.
 * Returns the stop function.
 */
export function keepSessionAlive({
  refresh = refreshThroughHttp,
  end = endSession,
  target = window,
}: Partial<KeepAliveOptions> = {}): () => void {
  let lastActivity = -Infinity;
  let timers: ReturnType<typeof setTimeout>[] = [];
  let renewOnActivity = false;

  const clearTimers = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
    renewOnActivity = false;
  };

  const renew = () => {
    clearTimers();
    // Only input after this renewal earns the next one.
    lastActivity = -Infinity;
    // A failed refresh ends the session itself (see refresh.ts): nothing more to do here.
    refresh().catch(() => undefined);
  };

  const schedule = () => {
    clearTimers();
    const times = sessionTimes();
    if (!times) return;
    const { access, refresh: renewal } = times;
    const now = Date.now();
    const lead = Math.min(refreshLeadMs, (access.expiresAt - access.issuedAt) / 2);
    const atRenewal = () => {
      if (lastActivity >= access.issuedAt) renew();
      else renewOnActivity = true;
    };
    timers = [
      setTimeout(atRenewal, Math.max(0, access.expiresAt - lead - now)),
      setTimeout(
        () => {
          clearTimers();
          end();
        },
        Math.max(0, renewal.expiresAt - now),
      ),
    ];
  };

  const onActivity = () => {
    lastActivity = Date.now();
    if (renewOnActivity) renew();
  };

  for (const type of activityEvents) {
    target.addEventListener(type, onActivity, { capture: true, passive: true });
  }
  const unsubscribe = subscribeSession(schedule);
  schedule();

  return () => {
    unsubscribe();
    clearTimers();
    for (const type of activityEvents) target.removeEventListener(type, onActivity, true);
  };
}
