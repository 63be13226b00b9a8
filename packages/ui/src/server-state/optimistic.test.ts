import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query';
import { optimistic, patchItems } from './optimistic';

interface Todo {
  id: number;
  title: string;
  done: boolean;
}

/** A small server: todos in memory, and a switch that makes the next change fail. */
function setup() {
  let todos: Todo[] = [
    { id: 1, title: 'Write', done: false },
    { id: 2, title: 'Test', done: false },
    { id: 3, title: 'Ship', done: false },
  ];
  const server = { refuseNext: false, release: () => {} };
  const todoApi = createApi({
    reducerPath: 'api',
    baseQuery: fakeBaseQuery<{ status: number; message: string }>(),
    tagTypes: ['Todo'],
    endpoints: (build) => ({
      listTodos: build.query<{ todos: Todo[] }, { from: number }>({
        queryFn: ({ from }) => ({ data: { todos: todos.filter((todo) => todo.id >= from) } }),
        providesTags: (answer) => (answer?.todos ?? []).map(({ id }) => ({ type: 'Todo', id })),
      }),
      getTodo: build.query<Todo, number>({
        queryFn: (id) => ({ data: todos.find((todo) => todo.id === id) as Todo }),
        providesTags: (_answer, _error, id) => [{ type: 'Todo', id }],
      }),
      setDone: build.mutation<null, { ids: number[]; done: boolean }>({
        // Answers once the test releases it, so the test sees the cache before the answer.
        queryFn: ({ ids, done }) =>
          new Promise((resolve) => {
            server.release = () => {
              if (server.refuseNext) {
                resolve({ error: { status: 403, message: 'Not yours' } });
                return;
              }
              todos = todos.map((todo) => (ids.includes(todo.id) ? { ...todo, done } : todo));
              resolve({ data: null });
            };
          }),
      }),
    }),
  });
  const withOptimistic = todoApi.enhanceEndpoints({
    endpoints: {
      setDone: {
        onQueryStarted: optimistic(todoApi, {
          touches: ({ ids }) => ids.map((id) => ({ type: 'Todo' as const, id })),
          patch: {
            listTodos: (list, { ids, done }) =>
              patchItems(list.todos, ids, (todo) => {
                todo.done = done;
              }),
            getTodo: (todo, { done }) => {
              todo.done = done;
            },
          },
        }),
      },
    },
  });
  const store = configureStore({
    reducer: { api: todoApi.reducer },
    middleware: (defaults) => defaults().concat(todoApi.middleware),
  });
  const load = async () => {
    await store.dispatch(todoApi.endpoints.listTodos.initiate({ from: 1 }));
    await store.dispatch(todoApi.endpoints.listTodos.initiate({ from: 3 }));
    await store.dispatch(todoApi.endpoints.getTodo.initiate(2));
  };
  const cached = () => ({
    all: todoApi.endpoints.listTodos.select({ from: 1 })(store.getState()).data?.todos,
    fromThree: todoApi.endpoints.listTodos.select({ from: 3 })(store.getState()).data?.todos,
    two: todoApi.endpoints.getTodo.select(2)(store.getState()).data,
  });
  const setDone = (ids: number[]) =>
    store.dispatch(withOptimistic.endpoints.setDone.initiate({ ids, done: true }));
  return { server, load, cached, setDone };
}

const done = (todos: Todo[] | undefined) => todos?.filter((todo) => todo.done).map(({ id }) => id);

describe('optimistic', () => {
  it('patches the lists and the record that hold the items before the server answers', async () => {
    const { server, load, cached, setDone } = setup();
    await load();
    const change = setDone([2]);
    expect(done(cached().all)).toEqual([2]);
    expect(cached().two?.done).toBe(true);
    // A list without the item is left alone.
    expect(cached().fromThree).toEqual([{ id: 3, title: 'Ship', done: false }]);

    server.release();
    await change.unwrap();
    expect(done(cached().all)).toEqual([2]);
  });

  it('rolls every patch back when the server refuses, and the caller gets the refusal', async () => {
    const { server, load, cached, setDone } = setup();
    await load();
    server.refuseNext = true;
    const change = setDone([1, 2]);
    expect(done(cached().all)).toEqual([1, 2]);
    expect(cached().two?.done).toBe(true);

    server.release();
    await expect(change.unwrap()).rejects.toEqual({ status: 403, message: 'Not yours' });
    expect(done(cached().all)).toEqual([]);
    expect(cached().two?.done).toBe(false);
  });
});

describe('patchItems', () => {
  it('changes only the items with those ids', () => {
    const items = [
      { id: 'a', n: 0 },
      { id: 'b', n: 0 },
    ];
    patchItems(items, ['b'], (item) => {
      item.n = 1;
    });
    expect(items).toEqual([
      { id: 'a', n: 0 },
      { id: 'b', n: 1 },
    ]);
  });
});
