import { createBrowserRouter } from 'react-router';
import { cancelSessionRequests, getUserData, subscribeSession } from '@tessera/api-client';
import { checkFeatures, shellNamespace, type Feature } from '@tessera/ui';
import { createI18n, loadNamespace } from './i18n';
import { loadOnce } from './loadOnce';
import { buildRoutes, type RouteLoaders } from './routes';
import { createAppStore, type AppStore, type AppStoreOptions } from './store';

/**
 * When the signed-in session ends (here or in another tab), its requests still in flight are
 * cancelled and the store forgets everything of it (sessionEnded).
 */
export function endSessionsInStore(store: Pick<AppStore, 'endSession'>): () => void {
  let signedIn = getUserData() !== null;
  return subscribeSession(() => {
    const wasSignedIn = signedIn;
    signedIn = getUserData() !== null;
    if (wasSignedIn && !signedIn) {
      cancelSessionRequests();
      store.endSession();
    }
  });
}

/**
 * Everything the app renders but the router, composed from the features before the first render:
 * a feature list it cannot compose (a duplicate id, route path or store key) is refused here.
 * The browser routes with `createShell`; the build renders pages with a static router
 * (src/prerender.tsx).
 */
export function composeShell(features: Feature[], options: AppStoreOptions = {}) {
  checkFeatures(features);
  const store = createAppStore(features, options);
  const i18n = createI18n();
  const loadFeature = loadOnce(async (feature: Feature) => {
    await Promise.all([
      store.loadFeatureStore(feature),
      feature.namespace && loadNamespace(i18n, feature.namespace),
    ]);
  });
  const loaders: RouteLoaders = {
    feature: loadFeature,
    serverState: store.loadServerState,
    // The navbar's slots (search, bookmarks, user menu) show on every signed-in page: their
    // features come with the layout, and so does the server-state layer they read. The menu's
    // titles come from the shell namespace.
    appLayout: async () => {
      await Promise.all([
        store.loadServerState(),
        loadNamespace(i18n, shellNamespace),
        ...features.filter((feature) => feature.navbar?.length).map(loadFeature),
      ]);
    },
  };
  return { features, store, i18n, routes: buildRoutes(features, loaders) };
}

/** The shell in the browser: its router follows the address bar, its store the session. */
export function createShell(features: Feature[], options: AppStoreOptions = {}) {
  const { routes, ...shell } = composeShell(features, options);
  const router = createBrowserRouter(routes);
  endSessionsInStore(shell.store);
  return { ...shell, router };
}

export type Shell = ReturnType<typeof createShell>;
