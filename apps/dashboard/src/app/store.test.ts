import { createSlice } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { call, put, take } from 'redux-saga/effects';
import { defineFeature, sessionEnded } from '@tessera/ui';
import { createAppStore } from './store';

const counter = createSlice({
  name: 'counter',
  initialState: { value: 0, echoed: 0 },
  reducers: {
    incremented: (state) => {
      state.value += 1;
    },
    echoed: (state) => {
      state.echoed += 1;
    },
  },
});

function* echo() {
  while (true) {
    yield take(counter.actions.incremented.type);
    yield put(counter.actions.echoed());
  }
}

const feature = defineFeature({
  id: 'counter',
  routes: [],
  reducers: { counter: counter.reducer },
  saga: echo,
});

describe('createAppStore', () => {
  beforeEach(() => localStorage.clear());

  it('combines the layout slice with every feature reducer and runs every feature saga', () => {
    const store = createAppStore([feature]);
    expect(store.getState().layout.skin).toBe('light');
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toEqual({ value: 1, echoed: 1 });
  });

  it('adds a lazy feature store part once, when a route of the feature asks for it', async () => {
    const load = jest.fn(async () => ({ reducers: feature.reducers, saga: feature.saga }));
    const lazyFeature = defineFeature({ id: 'counter', routes: [], store: load });
    const store = createAppStore([lazyFeature]);
    expect(store.getState().counter).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    await Promise.all([store.loadFeatureStore(lazyFeature), store.loadFeatureStore(lazyFeature)]);
    expect(load).toHaveBeenCalledTimes(1);
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toEqual({ value: 1, echoed: 1 });
    expect(store.getState().layout.skin).toBe('light');
  });

  it('tries a store part that failed to load again on the next visit', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValueOnce({ reducers: feature.reducers });
    const lazyFeature = defineFeature({ id: 'counter', routes: [], store: load });
    const store = createAppStore([lazyFeature]);
    await expect(store.loadFeatureStore(lazyFeature)).rejects.toThrow('chunk failed');
    await store.loadFeatureStore(lazyFeature);
    expect(load).toHaveBeenCalledTimes(2);
    expect(store.getState().counter).toEqual({ value: 0, echoed: 0 });
  });

  it('refuses a store key another feature or the shell already holds', async () => {
    const clash = {
      id: 'counter',
      routes: [],
      store: async () => ({ reducers: feature.reducers }),
    };
    const store = createAppStore([feature, { ...clash, id: 'other' }]);
    // The descriptor check is bypassed on purpose: a part may come from a hand-made object.
    await expect(store.loadFeatureStore({ ...clash, id: 'other' })).rejects.toThrow(
      'Feature "other" puts a slice under "counter"',
    );
    const layoutThief = { id: 'layout', routes: [], reducers: { layout: counter.reducer } };
    expect(() => createAppStore([layoutThief])).toThrow(
      'The feature "layout" and the shell both put a slice under "layout"',
    );
  });

  it('adds the server state (RTK Query) when asked, under the reducer key api; sign-out empties it', async () => {
    const store = createAppStore([feature]);
    expect(store.getState().api).toBeUndefined();
    await store.loadServerState();
    expect(store.getState().api).toMatchObject({ queries: {}, mutations: {} });
    const { serverApi } = await import('@tessera/ui/server-state');
    // Its middleware is in: a query runs and lands in the cache.
    const probe = serverApi.injectEndpoints({
      endpoints: (build) => ({
        probe: build.query<string, undefined>({ queryFn: () => ({ data: 'answered' }) }),
      }),
    });
    // The store's type knows no thunks (the shell's workflows are sagas): RTK Query's run anyway.
    await (store.dispatch(probe.endpoints.probe.initiate(undefined) as never) as unknown);
    expect(probe.endpoints.probe.select(undefined)(store.getState() as never).data).toBe(
      'answered',
    );
    const cachedQueries = () => Object.keys((store.getState().api as { queries: object }).queries);
    expect(cachedQueries()).toHaveLength(1);
    store.endSession();
    expect(cachedQueries()).toEqual([]);
  });

  it('starts from the stored layout choices and writes changes back', () => {
    localStorage.setItem('skin', JSON.stringify('dark'));
    const store = createAppStore([feature]);
    expect(store.getState().layout.skin).toBe('dark');
    expect(document.documentElement.dataset.skin).toBe('dark');
    store.dispatch({ type: 'layout/menuCollapseToggled' });
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
  });

  it('keeps the other features working when one feature saga throws, and restarts it', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const boom = { type: 'broken/boom' };
    let starts = 0;
    const broken = defineFeature({
      id: 'broken',
      routes: [],
      saga: function* brokenSaga() {
        starts += 1;
        yield take(boom.type);
        throw new Error('the broken saga threw');
      },
    });
    const store = createAppStore([broken, feature]);
    store.dispatch(boom);
    expect(errors).toHaveBeenCalledWith(
      'The "broken" saga failed and is restarted.',
      new Error('the broken saga threw'),
    );
    expect(starts).toBe(2);

    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toEqual({ value: 1, echoed: 1 });
    errors.mockRestore();
  });

  it('resets every feature slice but the layout when the session ends', () => {
    const store = createAppStore([feature]);
    store.dispatch(counter.actions.incremented());
    store.dispatch({ type: 'layout/menuCollapseToggled' });
    store.dispatch(sessionEnded());
    expect(store.getState().counter).toEqual({ value: 0, echoed: 0 });
    expect(store.getState().layout.menuCollapsed).toBe(true);
  });

  it('drops what a saga of the ended session was still waiting for', async () => {
    let answer: (value: number) => void = () => {};
    const slowCall = () => new Promise<number>((resolve) => (answer = resolve));
    const fetching = defineFeature({
      id: 'counter',
      routes: [],
      reducers: { counter: counter.reducer },
      saga: function* fetchOnIncrement() {
        yield take(counter.actions.incremented.type);
        yield call(slowCall);
        yield put(counter.actions.echoed());
      },
    });
    const store = createAppStore([fetching]);
    store.dispatch(counter.actions.incremented());
    store.dispatch(sessionEnded());
    answer(1);
    await Promise.resolve();
    expect(store.getState().counter).toEqual({ value: 0, echoed: 0 });
    // The saga runs again for the next session.
    store.dispatch(counter.actions.incremented());
    answer(2);
    await waitFor(() => expect(store.getState().counter).toEqual({ value: 1, echoed: 1 }));
  });
});

describe('Redux DevTools', () => {
  it('are off unless the shell asks for them (it does in development builds only)', () => {
    // Redux Toolkit reads the extension when it loads: the store is loaded afresh after it.
    const compose = jest.fn(() => (next: unknown) => next);
    Object.assign(window, { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: compose });
    jest.isolateModules(() => {
      const fresh = jest.requireActual<{ createAppStore: typeof createAppStore }>('./store');
      fresh.createAppStore([]);
      fresh.createAppStore([], { devTools: false });
      expect(compose).not.toHaveBeenCalled();
      fresh.createAppStore([], { devTools: true });
      expect(compose).toHaveBeenCalledTimes(1);
    });
    delete (window as { __REDUX_DEVTOOLS_EXTENSION_COMPOSE__?: unknown })
      .__REDUX_DEVTOOLS_EXTENSION_COMPOSE__;
  });
});
