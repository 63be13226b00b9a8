import { configureStore } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { onSuccess } from './index';

/** A list query and a rename that the server refuses while `refuse` is set. */
function setup() {
  const server = { names: ['Ada'], refuse: false, listCalls: 0 };
  const testApi = createApi({
    reducerPath: 'api',
    baseQuery: fakeBaseQuery<{ message: string }>(),
    tagTypes: ['Name'],
    endpoints: (build) => ({
      names: build.query<string[], undefined>({
        queryFn: () => {
          server.listCalls += 1;
          return { data: [...server.names] };
        },
        providesTags: ['Name'],
      }),
      rename: build.mutation<string, { name: string }>({
        queryFn: ({ name }) => {
          if (server.refuse) return { error: { message: 'Refused' } };
          server.names = [name];
          return { data: name };
        },
        invalidatesTags: onSuccess(() => ['Name' as const]),
      }),
    }),
  });
  const store = configureStore({
    reducer: { api: testApi.reducer },
    middleware: (getDefault) => getDefault().concat(testApi.middleware),
  });
  store.dispatch(testApi.endpoints.names.initiate(undefined));
  const names = () => testApi.endpoints.names.select(undefined)(store.getState()).data;
  return { server, store, testApi, names };
}

describe('onSuccess', () => {
  it('hands the tags of the input, or none when the change failed', () => {
    const tags = onSuccess(({ id }: { id: number }) => [{ type: 'Task', id }]);
    expect(tags(undefined, undefined, { id: 3 })).toEqual([{ type: 'Task', id: 3 }]);
    expect(tags(undefined, { status: 400 }, { id: 3 })).toEqual([]);
  });

  it('refetches after a change went through, and not after a refused one', async () => {
    const { server, store, testApi, names } = setup();
    await waitFor(() => expect(names()).toEqual(['Ada']));
    expect(server.listCalls).toBe(1);

    server.refuse = true;
    await store.dispatch(testApi.endpoints.rename.initiate({ name: 'Grace' }));
    expect(server.listCalls).toBe(1);

    server.refuse = false;
    await store.dispatch(testApi.endpoints.rename.initiate({ name: 'Grace' }));
    await waitFor(() => expect(names()).toEqual(['Grace']));
    expect(server.listCalls).toBe(2);
  });
});
