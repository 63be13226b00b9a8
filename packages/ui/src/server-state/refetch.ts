// Apart from the api slice's module: it loads only when the data changes behind the app's back.
import { serverApi } from './index';

type CachedQueries = ReturnType<typeof serverApi.reducer>['queries'];
type Refetch = (args: unknown, options: { subscribe: false; forceRefetch: true }) => unknown;

/**
 * Asks again for every answer in the cache, whatever its tags (the data changed behind the
 * app's back: another tab, a reset): pages keep what they show until the new answer arrives.
 */
export const refetchServerState =
  () =>
  (dispatch: (action: unknown) => unknown, getState: () => unknown): void => {
    const { queries } = (getState() as { api: { queries: CachedQueries } }).api;
    const endpoints = serverApi.endpoints as Record<string, { initiate: Refetch } | undefined>;
    for (const query of Object.values(queries)) {
      const initiate =
        query && query.status !== 'uninitialized' && endpoints[query.endpointName]?.initiate;
      if (initiate)
        dispatch(initiate(query.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
