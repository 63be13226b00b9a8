import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { layoutSlice, persistLayout, type Feature, type LayoutState } from '@tessera/ui';

/** The layout slice is always there; each feature adds its own slices under its own keys. */
export type AppState = { layout: LayoutState } & Record<string, unknown>;

/** The root reducer, saga and store composed from the features' slices and sagas. */
export function createAppStore(features: Feature[]) {
  const reducers: Record<string, Reducer> = Object.assign(
    {},
    ...features.map((feature) => feature.reducers ?? {}),
    { [layoutSlice.name]: layoutSlice.reducer },
  );
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers(reducers) as unknown as Reducer<AppState>,
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  const sagas = features.flatMap((feature) => (feature.saga ? [feature.saga] : []));
  sagaMiddleware.run(function* rootSaga() {
    yield all(sagas.map((saga) => fork(saga)));
  });
  persistLayout(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
