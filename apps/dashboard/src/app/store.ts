import { combineReducers, configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { all, fork } from 'redux-saga/effects';
import { layoutSlice, persistLayout, type Feature } from '@tessera/ui';

/** The root reducer, saga and store composed from the features' slices and sagas. */
export function createAppStore(features: Feature[]) {
  const reducers = Object.assign(
    { [layoutSlice.name]: layoutSlice.reducer },
    ...features.map((feature) => feature.reducers ?? {}),
  );
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: combineReducers(reducers),
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
