import { getAdapter, type AxiosAdapter, type AxiosInstance } from 'axios';

/**
 * Holds `instance`'s requests until `load()` has run once, then sends them with whatever
 * adapter the instance has by then. The shell uses it to load the fake server (jose, sample
 * data) with the first request instead of with the first page.
 *
 * The original adapter is put back *before* `load()` runs: axios-mock-adapter keeps the adapter
 * it finds as its pass-through, and that must be the network, not this deferring one.
 * Concurrent first requests share one load; a failed load rejects them and the next request
 * tries again.
 */
export function deferAdapterUntil(instance: AxiosInstance, load: () => Promise<void>): void {
  const original = instance.defaults.adapter;
  let loading: Promise<void> | null = null;

  const loadOnce = (): Promise<void> =>
    (loading ??= Promise.resolve()
      .then(() => {
        instance.defaults.adapter = original;
        return load();
      })
      .catch((error: unknown) => {
        instance.defaults.adapter = deferred;
        loading = null;
        throw error;
      }));

  const deferred: AxiosAdapter = async (config) => {
    await loadOnce();
    return getAdapter(instance.defaults.adapter, config)(config);
  };

  instance.defaults.adapter = deferred;
}
