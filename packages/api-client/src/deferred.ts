import type { AxiosInstance } from 'axios';

/**
 * Holds `instance`'s requests until `load()` has run once, then sends each with the adapter the
 * instance has by then. The shell uses it to load the fake server (jose, sample data) with the
 * first request instead of with the first page.
 *
 * It waits in a request interceptor and leaves `instance.defaults.adapter` alone: a mock
 * registered by `load()` keeps the real network as its pass-through, and a request sent while
 * the load is under way waits for it like the first one (a request's adapter is fixed when the
 * request is made, so each is given the instance's adapter again once the load is done).
 * Concurrent requests share one load; a failed load rejects them and the next request tries again.
 */
export function deferRequestsUntil(instance: AxiosInstance, load: () => Promise<void>): void {
  let loading: Promise<void> | null = null;
  const loadOnce = (): Promise<void> =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  instance.interceptors.request.use(async (config) => {
    await loadOnce();
    config.adapter = instance.defaults.adapter;
    return config;
  });
}
