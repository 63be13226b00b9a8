import {
  combineReducers,
  configureStore,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';
import createSagaMiddleware, { channel, type Saga, type Task } from 'redux-saga';
import { call, cancel, fork, take } from 'redux-saga/effects';
import {
  checkStoreKeys,
  layoutSlice,
  persistLayout,
  sessionEnded,
  type Feature,
  type FeatureStore,
  type LayoutState,
} from '@tessera/ui';
import { loadOnce } from './loadOnce';
import { createServerStateSlot } from './serverState';

/** The layout slice is always there; each feature adds its own slice under its id. */
export type AppState = { layout: LayoutState } & Record<string, unknown>;

export interface AppStoreOptions {
  /** Redux DevTools: on in development builds only (they expose every action and state). */
  devTools?: boolean;
}

/**
 * The root reducer. When the session ends, every slice but the layout (the visitor's display
 * choices) goes back to its initial state: the next account sees nothing of the previous one.
 */
const rootReducerOf = (reducers: Record<string, Reducer>): Reducer<AppState> => {
  const combined = combineReducers(reducers) as unknown as Reducer<AppState>;
  return (state, action: UnknownAction) =>
    combined(sessionEnded.match(action) && state ? { layout: state.layout } : state, action);
};

/** A saga that failed this soon after (re)starting is broken, not unlucky: it stays stopped. */
const failingAtStartMs = 1000;
const maxFailuresAtStart = 3;

/**
 * Runs one feature's saga on its own: if it throws, the error is logged and the saga starts
 * again, and the other features' sagas never notice.
 */
export function* isolatedSaga(featureId: string, saga: Saga) {
  let failuresAtStart = 0;
  while (true) {
    const startedAt = Date.now();
    try {
      yield call(saga);
      return;
    } catch (error) {
      failuresAtStart = Date.now() - startedAt < failingAtStartMs ? failuresAtStart + 1 : 0;
      if (failuresAtStart >= maxFailuresAtStart) {
        console.error(
          `The "${featureId}" saga keeps failing as it starts; it stays stopped.`,
          error,
        );
        return;
      }
      console.error(`The "${featureId}" saga failed and is restarted.`, error);
    }
  }
}

interface FeatureSaga {
  featureId: string;
  saga: Saga;
}

/**
 * The store composed from the features: their eager slices and sagas at once, and each
 * feature's lazy `store` part when `loadFeatureStore(feature)` is first called (with the
 * feature's routes).
 */
export function createAppStore(features: Feature[], { devTools = false }: AppStoreOptions = {}) {
  const reducers: Record<string, Reducer> = { [layoutSlice.name]: layoutSlice.reducer };
  const owners = new Map<string, string>([[layoutSlice.name, 'the shell']]);
  /** Adds a store part's slices, refusing a key another feature (or the shell) already holds. */
  const addReducers = (featureId: string, part: FeatureStore) => {
    checkStoreKeys(featureId, part);
    const self = `feature "${featureId}"`;
    for (const [key, reducer] of Object.entries(part.reducers ?? {})) {
      const owner = owners.get(key);
      if (owner !== undefined && owner !== self) {
        throw new Error(`The ${self} and ${owner} both put a slice under "${key}".`);
      }
      owners.set(key, self);
      reducers[key] = reducer;
    }
  };
  for (const feature of features) addReducers(feature.id, feature);

  const sagaMiddleware = createSagaMiddleware();
  const serverState = createServerStateSlot();
  const store = configureStore({
    reducer: rootReducerOf(reducers),
    // Before the sagas: the server state's thunks stop there.
    middleware: (getDefault) =>
      getDefault({ thunk: false }).concat(serverState.middleware, sagaMiddleware),
    devTools,
  });

  const lateSagas = channel<FeatureSaga>();
  const running = new Map<string, { saga: Saga; task: Task }>();
  function* start({ featureId, saga }: FeatureSaga) {
    const task: Task = yield fork(isolatedSaga, featureId, saga);
    running.set(featureId, { saga, task });
  }
  sagaMiddleware.run(function* rootSaga() {
    for (const feature of features) {
      if (feature.saga) yield* start({ featureId: feature.id, saga: feature.saga });
    }
    // The sagas of lazy store parts, as they arrive.
    yield fork(function* startLateSagas() {
      while (true) yield* start((yield take(lateSagas)) as FeatureSaga);
    });
    // A session's workflows end with it: whatever they were waiting for (a request answering
    // late) is dropped, and they start again for the next session.
    yield fork(function* restartOnSessionEnd() {
      while (true) {
        yield take(sessionEnded.type);
        for (const [featureId, { saga, task }] of [...running]) {
          yield cancel(task);
          yield* start({ featureId, saga });
        }
      }
    });
  });
  persistLayout(store);

  /** Loads a feature's lazy store part once and adds its slice and saga to this store. */
  const loadFeatureStore = loadOnce(async (feature: Feature) => {
    const part = await feature.store?.();
    if (!part) return;
    addReducers(feature.id, part);
    store.replaceReducer(rootReducerOf(reducers));
    if (part.saga) lateSagas.put({ featureId: feature.id, saga: part.saga });
  });

  /** Adds the server-state layer (RTK Query's api slice) once: the signed-in pages need it. */
  const loadServerState = loadOnce(async () => {
    for (const [key, reducer] of Object.entries(await serverState.load())) {
      owners.set(key, 'the shell');
      reducers[key] = reducer;
    }
    store.replaceReducer(rootReducerOf(reducers));
  });

  /** Forgets the ended session: every slice but the layout, and the server state's cache. */
  const endSession = () => {
    serverState.reset(store.dispatch);
    store.dispatch(sessionEnded());
  };

  return Object.assign(store, {
    loadFeatureStore,
    loadServerState: () => loadServerState(undefined),
    endSession,
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
