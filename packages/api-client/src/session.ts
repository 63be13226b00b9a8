import type { UserData } from './domains/auth';

/** Storage keys, exactly as the spec names them (SPEC §9). */
export const sessionKeys = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  userData: 'userData',
} as const;

export interface Session {
  userData: UserData;
  accessToken: string;
  refreshToken: string;
}

/** What is stored right now; any part may be missing. */
export interface StoredSession {
  userData: UserData | null;
  accessToken: string | null;
  refreshToken: string | null;
}

type SessionListener = () => void;

const listeners = new Set<SessionListener>();

/** Outside a browser (Node tests, server rendering) the session lives in memory. */
function createMemoryStorage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const memoryStorage = createMemoryStorage();

function storage(): Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> {
  return typeof localStorage === 'undefined' ? memoryStorage : localStorage;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function getUserData(): UserData | null {
  const raw = storage().getItem(sessionKeys.userData);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as UserData) : null;
  } catch {
    // A hand-edited or truncated value must not crash the app: treat it as signed out.
    return null;
  }
}

export function getSession(): StoredSession {
  return {
    userData: getUserData(),
    accessToken: storage().getItem(sessionKeys.accessToken),
    refreshToken: storage().getItem(sessionKeys.refreshToken),
  };
}

export function saveSession({ userData, accessToken, refreshToken }: Session): void {
  const store = storage();
  store.setItem(sessionKeys.userData, JSON.stringify(userData));
  store.setItem(sessionKeys.accessToken, accessToken);
  store.setItem(sessionKeys.refreshToken, refreshToken);
  notify();
}

/**
 * Changes the stored userData of the session in place (a count the server keeps in it, such as
 * `extras.eCommerceCartItemsCount`, after a call that changed it), and tells the listeners.
 * Without a session it does nothing.
 */
export function updateUserData(change: (userData: UserData) => UserData): void {
  const userData = getUserData();
  if (!userData) return;
  storage().setItem(sessionKeys.userData, JSON.stringify(change(userData)));
  notify();
}

let sessionRequests = new AbortController();

/** The signal every request carries: it aborts when the session it was sent in ends. */
export function sessionSignal(): AbortSignal {
  return sessionRequests.signal;
}

/**
 * Cancels every request in flight: their answers belong to a session that has ended, and must
 * not reach the next account. Called on sign-out, and by the shell when another tab signs out.
 */
export function cancelSessionRequests(): void {
  sessionRequests.abort();
  sessionRequests = new AbortController();
}

export function clearSession(): void {
  const store = storage();
  for (const key of Object.values(sessionKeys)) store.removeItem(key);
  cancelSessionRequests();
  notify();
}

/**
 * Calls `listener` after every change of the session: saveSession/clearSession in this tab,
 * and changes another tab makes to the same storage. Returns the unsubscribe function.
 */
export function subscribeSession(listener: SessionListener): () => void {
  listeners.add(listener);
  const keys: string[] = Object.values(sessionKeys);
  const onStorage = (event: StorageEvent) => {
    // A null key means the other tab cleared the whole storage.
    if (event.key === null || keys.includes(event.key)) listener();
  };
  const canListen = typeof window !== 'undefined';
  if (canListen) window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (canListen) window.removeEventListener('storage', onStorage);
  };
}
