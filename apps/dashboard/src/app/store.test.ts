import { createSlice } from '@reduxjs/toolkit';
import { put, take } from 'redux-saga/effects';
import { defineFeature } from '@tessera/ui';
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

const feature = defineFeature({
  id: 'counter',
  routes: [],
  reducers: { counter: counter.reducer },
  saga: function* echo() {
    while (true) {
      yield take(counter.actions.incremented.type);
      yield put(counter.actions.echoed());
    }
  },
});

describe('createAppStore', () => {
  beforeEach(() => localStorage.clear());

  it('combines the layout slice with every feature reducer and runs every feature saga', () => {
    const store = createAppStore([feature]);
    expect(store.getState().layout.skin).toBe('light');
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toEqual({ value: 1, echoed: 1 });
  });

  it('adds a lazy feature store part once, when the app layout asks for it', async () => {
    const load = jest.fn(async () => ({ reducers: feature.reducers, saga: feature.saga }));
    const lazyFeature = defineFeature({ id: 'lazy-counter', routes: [], store: load });
    const store = createAppStore([lazyFeature]);
    expect(store.getState().counter).toBeUndefined();
    expect(load).not.toHaveBeenCalled();

    await Promise.all([store.loadFeatureStores(), store.loadFeatureStores()]);
    expect(load).toHaveBeenCalledTimes(1);
    store.dispatch(counter.actions.incremented());
    expect(store.getState().counter).toEqual({ value: 1, echoed: 1 });
    expect(store.getState().layout.skin).toBe('light');
  });

  it('adds the server state (RTK Query) with the feature stores, under the reducer key api', async () => {
    const store = createAppStore([feature]);
    expect(store.getState().api).toBeUndefined();
    await store.loadFeatureStores();
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
  });

  it('starts from the stored layout choices and writes changes back', () => {
    localStorage.setItem('skin', JSON.stringify('dark'));
    const store = createAppStore([feature]);
    expect(store.getState().layout.skin).toBe('dark');
    expect(document.documentElement.dataset.skin).toBe('dark');
    store.dispatch({ type: 'layout/menuCollapseToggled' });
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
  });
});
