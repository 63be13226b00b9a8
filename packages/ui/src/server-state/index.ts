// The server-state layer: one RTK Query api slice for the whole app. It starts empty; each
// feature adds its endpoints with `serverApi.injectEndpoints` from its lazy store module, so this
// file (and RTK Query) stays out of the first page. Kept out of the `@tessera/ui` index for the
// same reason: import it as `@tessera/ui/server-state`.
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { toServerError, type ServerError } from '../data/serverError';

export { toServerError, type ServerError } from '../data/serverError';

/**
 * The one api slice. Endpoints call api-client's functions in a `queryFn` (see `fromClient`), so
 * the bearer token and refresh-and-replay stay in api-client. Tag types are added by each feature
 * (`serverApi.enhanceEndpoints({ addTagTypes: ['User'] })`): this package knows no domain.
 */
export const serverApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ServerError>(),
  endpoints: () => ({}),
});

/**
 * Runs the thunks RTK Query's hooks dispatch. The shell's store has no thunk middleware (its
 * workflows are sagas), so it arrives here, with the api slice, not in the first page.
 */
const runThunks: Middleware = (store) => (next) => (action) =>
  typeof action === 'function' ? action(store.dispatch, store.getState, undefined) : next(action);

/** What the shell adds to its store when the signed-in pages load: a reducer key and middleware. */
export const serverState: { reducers: Record<string, Reducer>; middleware: Middleware[] } = {
  reducers: { [serverApi.reducerPath]: serverApi.reducer },
  middleware: [runThunks, serverApi.middleware],
};

/** Forgets every cached answer and running subscription (sign-out: the next account starts clean). */
export const resetServerState = () => serverApi.util.resetApiState();

/**
 * A `queryFn` body: runs one api-client call and hands RTK Query its answer, or its failure as a
 * plain, serialisable ServerError (api-client rejects with an ApiError class instance).
 */
export async function fromClient<Data>(
  request: Promise<Data>,
): Promise<{ data: NoInfer<Data>; error?: undefined } | { error: ServerError; data?: undefined }> {
  try {
    return { data: await request };
  } catch (error) {
    return { error: toServerError(error) };
  }
}

export { optimistic, patchItems, type OptimisticChange } from './optimistic';
