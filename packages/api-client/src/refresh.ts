import {
  AxiosHeaders,
  isAxiosError,
  type AxiosInstance,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { RefreshTokenResponse } from './domains/auth';
import { contractDomains, isUnder } from './lazyDomains';
import { ApiError, toApiError } from './errors';
import { isApiRequest } from './origin';
import { getSession, saveSession } from './session';

export interface AuthInterceptorOptions {
  /** Called once per failed refresh: clears the session and tells the user. */
  onSessionExpired: () => void;
}

/** A request already replayed after a refresh: a second 401 is final. */
type ReplayableConfig = InternalAxiosRequestConfig & { replayedAfterRefresh?: boolean };

export const sessionExpiredMessage = 'Your session has expired. Please sign in again.';

/** 401s from the sign-in calls mean "wrong credentials", not "token expired": never refresh for them. */
function isAuthRequest(url = ''): boolean {
  const { pathname } = new URL(url, 'http://base.invalid');
  return contractDomains.auth.under.some((prefix) => isUnder(pathname, prefix));
}

function bearerToken(token: string): string {
  return `Bearer ${token}`;
}

/**
 * Adds the bearer token to every request, and on a 401 refreshes the session once and replays
 * the request. Requests that fail while a refresh runs wait for it and are replayed with the
 * new token. Every failure leaves as an ApiError. Returns the refresh, for renewing the session
 * ahead of expiry (keepAlive.ts): it shares the one a 401 starts.
 */
export function installAuthInterceptors(
  instance: AxiosInstance,
  { onSessionExpired }: AuthInterceptorOptions,
): () => Promise<void> {
  let refreshing: Promise<void> | null = null;

  async function refreshSession(): Promise<void> {
    const { refreshToken } = getSession();
    try {
      if (!refreshToken) throw new ApiError(401, sessionExpiredMessage);
      // The sign-in calls' schemas load only now: most sessions never refresh.
      const { authDomain } = await import('./domains/auth');
      const { data } = await instance.post<RefreshTokenResponse>(
        authDomain.endpoints.refreshToken.path,
        {
          refreshToken,
        },
      );
      saveSession(data);
    } catch {
      onSessionExpired();
      throw new ApiError(401, sessionExpiredMessage);
    }
  }

  /** All 401s that arrive during one refresh share it. */
  function refreshOnce(): Promise<void> {
    refreshing ??= refreshSession().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  instance.interceptors.request.use((config) => {
    const { accessToken } = getSession();
    // Only to the API itself: another origin never sees the token.
    if (accessToken && isApiRequest(config)) {
      config.headers.set('Authorization', bearerToken(accessToken));
    }
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || !error.config || error.response?.status !== 401) {
      throw toApiError(error);
    }
    const config: ReplayableConfig = error.config;
    // A 401 from elsewhere (no token was sent there) or from sign-in itself is no expired session.
    if (config.replayedAfterRefresh || !isApiRequest(config) || isAuthRequest(config.url)) {
      throw toApiError(error);
    }

    // Never signed in, or signed out meanwhile: there is no session to end, the 401 stands.
    // A session without its refresh token goes on to refreshOnce, which ends it.
    const { accessToken, refreshToken, userData } = getSession();
    if (!refreshToken && !accessToken && !userData) throw toApiError(error);

    // Sent with an older token than the stored one: a refresh already happened, just replay.
    const sentToken = AxiosHeaders.from(config.headers).get('Authorization');
    const refreshedSince = accessToken !== null && sentToken !== bearerToken(accessToken);
    if (!refreshedSince) await refreshOnce();

    config.replayedAfterRefresh = true;
    return instance.request(config);
  });

  return refreshOnce;
}
