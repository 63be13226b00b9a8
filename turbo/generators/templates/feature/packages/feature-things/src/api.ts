import {
  api,
  type NewThing,
  type Thing,
  type ThingListQuery,
  type ThingListResponse,
  type UpdateThingInput,
} from '@tessera/api-client';
import { fromClient, injectFeatureEndpoints, onSuccess, recordTags } from '@tessera/ui/server-state';

const { list, one, listed } = recordTags('Thing');

/**
 * The things app's server state. A change invalidates what it touched: the lists after an add,
 * the thing and the lists after an edit or a delete.
 */
export const thingsApi = injectFeatureEndpoints(['Thing'], (build) => ({
  listThings: build.query<ThingListResponse, ThingListQuery>({
    queryFn: (query) => fromClient(api.things.list(query)),
    providesTags: (answer) => listed(answer?.things),
  }),
  getThing: build.query<Thing, { id: number }>({
    queryFn: ({ id }) => fromClient(api.things.get({ id }).then((answer) => answer.thing)),
    providesTags: (_answer, _error, { id }) => [one(id)],
  }),
  addThing: build.mutation<Thing, NewThing>({
    queryFn: (thing) => fromClient(api.things.add(thing).then((answer) => answer.thing)),
    invalidatesTags: onSuccess(() => [list]),
  }),
  updateThing: build.mutation<Thing, UpdateThingInput>({
    queryFn: (input) => fromClient(api.things.update(input).then((answer) => answer.thing)),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
  removeThing: build.mutation<{ id: number }, { id: number }>({
    queryFn: ({ id }) => fromClient(api.things.remove({ id })),
    invalidatesTags: onSuccess(({ id }) => [one(id), list]),
  }),
}));

export const {
  useListThingsQuery,
  useGetThingQuery,
  useAddThingMutation,
  useUpdateThingMutation,
  useRemoveThingMutation,
} = thingsApi;
