import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware, { channel, type Saga } from 'redux-saga';
import { all, fork, take } from 'redux-saga/effects';
import { layoutSlice, persistLayout, type Feature, type LayoutState } from '@tessera/ui';
import { createServerStateSlot } from './serverState';

/** The layout slice is always there; each feature adds its own slices under its own keys. */
export type AppState = { layout: LayoutState } & Record<string, unknown>;

const rootReducerOf = (reducers: Record<string, Reducer>) =>
  combineReducers(reducers) as unknown as Reducer<AppState>;

/**
 * The store composed from the features: their eager slices and sagas at once, and each
 * feature's lazy `store` part when `loadFeatureStores()` is first called (by the app layout).
 */
export function createAppStore(features: Feature[]) {
  const reducers: Record<string, Reducer> = Object.assign(
    {},
    ...features.map((feature) => feature.reducers ?? {}),
    { [layoutSlice.name]: layoutSlice.reducer },
  );
  const sagaMiddleware = createSagaMiddleware();
  const serverState = createServerStateSlot();
  const store = configureStore({
    reducer: rootReducerOf(reducers),
    // Before the sagas: the server state's thunks stop there.
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(serverState.middleware, sagaMiddleware),
  });
  const sagas = features.flatMap((feature) => (feature.saga ? [feature.saga] : []));
  const lateSagas = channel<Saga>();
  // Every feature saga runs under this one: the eager ones at once, those of the lazy store
  // parts as they arrive.
  sagaMiddleware.run(function* rootSaga() {
    yield all(sagas.map((saga) => fork(saga)));
    while (true) {
      const saga: Saga = yield take(lateSagas);
      yield fork(saga);
    }
  });
  persistLayout(store);

  let loaded: Promise<void> | undefined;
  /** Loads every feature's lazy store part once and adds its slices and saga to this store. */
  const loadFeatureStores = (): Promise<void> =>
    (loaded ??= Promise.all([
      serverState.load(),
      ...features.map((feature) => feature.store?.()),
    ]).then(([api, ...parts]) => {
      Object.assign(reducers, api);
      for (const part of parts) Object.assign(reducers, part?.reducers);
      store.replaceReducer(rootReducerOf(reducers));
      for (const part of parts) if (part?.saga) lateSagas.put(part.saga);
    }));

  return Object.assign(store, { loadFeatureStores });
}

export type AppStore = ReturnType<typeof createAppStore>;
