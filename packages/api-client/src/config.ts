import type { AxiosInstance } from 'axios';

export interface ApiConfig {
  /** The backend's base URL; '' (the default) means this origin, where the fake server answers. */
  baseURL?: string;
  /** Called once after a failed token refresh, when the session has been cleared. */
  onSessionExpired?: () => void;
  /**
   * Runs once, before the first request leaves, with the axios instance. The shell registers
   * the fake server here: it then loads with the first request, not with the first page.
   */
  beforeFirstRequest?: (instance: AxiosInstance) => Promise<void>;
}

type Listener = (change: ApiConfig) => void;

let current: ApiConfig = {};
const listeners = new Set<Listener>();

/**
 * Sets how requests are sent. Callable before the axios instance exists (it is created with the
 * first request), so this module stays free of axios.
 */
export function configureApi(change: ApiConfig): void {
  current = { ...current, ...change };
  for (const listener of listeners) listener(change);
}

/** Hears the configuration so far at once, then every later change. */
export function onApiConfigured(listener: Listener): void {
  listener(current);
  listeners.add(listener);
}
