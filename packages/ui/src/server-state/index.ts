// The server-state layer: one RTK Query api slice for the whole app. It starts empty; each
// feature adds its endpoints with `serverApi.injectEndpoints` from its lazy store module, so this
// file (and RTK Query) stays out of the first page. Kept out of the `@tessera/ui` index for the
// same reason: import it as `@tessera/ui/server-state`.
import type { Middleware, Reducer } from '@reduxjs/toolkit';
import {
  createApi,
  fakeBaseQuery,
  type EndpointBuilder,
  type EndpointDefinitions,
} from '@reduxjs/toolkit/query/react';
import { toServerError, type ServerError } from '../data/serverError';

export { toServerError, type ServerError } from '../data/serverError';

/**
 * The one api slice. Endpoints call api-client's functions in a `queryFn` (see `fromClient`), so
 * the bearer token and refresh-and-replay stay in api-client. Tag types are added by each feature
 * (`injectFeatureEndpoints(['User'], (build) => ({ … }))`): this package knows no domain.
 */
export const serverApi = createApi({
  reducerPath: 'api',
  baseQuery: fakeBaseQuery<ServerError>(),
  endpoints: () => ({}),
});

type ServerBaseQuery = ReturnType<typeof fakeBaseQuery<ServerError>>;

/**
 * A feature's server state: its endpoints, added to the one api slice with the tag types they
 * use. An endpoint name another feature already added throws, rather than replacing it.
 */
export function injectFeatureEndpoints<
  TagTypes extends string,
  Definitions extends EndpointDefinitions,
>(
  tagTypes: readonly TagTypes[],
  endpoints: (build: EndpointBuilder<ServerBaseQuery, TagTypes, 'api'>) => Definitions,
) {
  return serverApi
    .enhanceEndpoints({ addTagTypes: tagTypes })
    .injectEndpoints({ overrideExisting: 'throw', endpoints });
}

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

/**
 * The cache tags of one kind of record: `list` marks every list of them, `one(id)` one record,
 * and `listed(rows)` is what a list query provides (the list and each row it shows, so that a
 * change to one record refetches the lists that show it).
 */
export function recordTags<Type extends string>(type: Type) {
  const list = { type, id: 'LIST' } as const;
  const one = (id: number | string) => ({ type, id });
  const listed = (rows: readonly { id: number | string }[] = []) => [
    list,
    ...rows.map(({ id }) => one(id)),
  ];
  return { list, one, listed };
}

/**
 * A mutation's `invalidatesTags` that refetches only after a change went through: a refused change
 * changed nothing on the server, so nothing is refetched. `invalidatesTags: onSuccess(({ id }) =>
 * [one(id), list])`.
 */
export function onSuccess<Input, Tag>(
  tags: (input: Input) => readonly Tag[],
): (answer: unknown, error: unknown, input: Input) => readonly Tag[] {
  return (_answer, error, input) => (error ? [] : tags(input));
}

export { optimistic, patchItems, type OptimisticChange } from './optimistic';
