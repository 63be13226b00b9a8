import type { RouteObject } from 'react-router';
import {
  BootFallback,
  RequireAccess,
  RouteError,
  type Feature,
  type FeatureRoute,
} from '@tessera/ui';
import { RootRoute } from './RootRoute';
import { loadAntdStylesheet } from './antdStylesheet';

/** What the routes load beside their own view (see App.tsx for the shell's implementation). */
export interface RouteLoaders {
  /** A feature's store part and namespace: they load with each of its routes, in parallel. */
  feature: (feature: Feature) => Promise<void>;
  /** What every signed-in page shows: the shell namespace and the navbar features. */
  appLayout: () => Promise<void>;
  /**
   * What every signed-in page reads its data through: the server-state layer. It comes with the
   * page, not only with the full layout, so a bare page opened cold (a print view) has it too.
   */
  serverState: () => Promise<void>;
}

const nothingToLoad: RouteLoaders = {
  feature: async () => {},
  appLayout: async () => {},
  serverState: async () => {},
};

/** A visitor's page (sign in, register) or a public one (not found) reads no server data. */
const isSignedInPage = (route: FeatureRoute) => !route.meta?.authPage && !route.meta?.public;

/** A feature route as a lazy router route, guarded by its CASL meta. */
function toRouteObject(feature: Feature, route: FeatureRoute, loaders: RouteLoaders): RouteObject {
  return {
    path: route.path,
    handle: { meta: route.meta },
    lazy: async () => {
      // The view's chunk, the feature's store part and its translations travel together. The
      // visitors' pages (sign in, register, forgot password) are styled by the first
      // stylesheet; the others need the rest of antd's (see vite.config.ts, firstPage).
      const [{ default: View }] = await Promise.all([
        route.load(),
        loaders.feature(feature),
        route.meta?.authPage ? undefined : loadAntdStylesheet(),
        isSignedInPage(route) ? loaders.serverState() : undefined,
      ]);
      return {
        Component: function GuardedRoute() {
          return (
            <RequireAccess meta={route.meta}>
              <View />
            </RequireAccess>
          );
        },
      };
    },
  };
}

/**
 * The route tree: every feature route sits under one of two lazy layouts, the full layout or the
 * blank one (auth and misc pages). `*` is the not-found page a feature provides. A route that
 * fails to load or render shows the error page inside its layout; a layout that fails, on its
 * own.
 */
export function buildRoutes(
  features: Feature[],
  loaders: RouteLoaders = nothingToLoad,
): RouteObject[] {
  const routes = features.flatMap((feature) => feature.routes.map((route) => ({ feature, route })));
  const inLayout = (layout: 'default' | 'blank') =>
    routes
      .filter(({ route }) => route.path !== '*' && (route.meta?.layout ?? 'default') === layout)
      .map(({ feature, route }) => toRouteObject(feature, route, loaders));
  const notFound = routes
    .filter(({ route }) => route.path === '*')
    .map(({ feature, route }) => toRouteObject(feature, route, loaders));
  /** A pathless route that catches its pages' errors, so the layout around them stays. */
  const pages = (children: RouteObject[]): RouteObject[] => [
    { errorElement: <RouteError />, children },
  ];
  return [
    {
      id: 'root',
      element: <RootRoute />,
      hydrateFallbackElement: <BootFallback />,
      errorElement: <RouteError />,
      children: [
        {
          lazy: async () => {
            const [{ DefaultLayout }] = await Promise.all([
              import('@tessera/ui/layouts'),
              loaders.appLayout(),
              loadAntdStylesheet(),
            ]);
            return { Component: DefaultLayout };
          },
          children: pages(inLayout('default')),
        },
        {
          lazy: async () => ({
            Component: (await import('@tessera/ui/layouts/blank')).BlankLayout,
          }),
          children: pages([...inLayout('blank'), ...notFound]),
        },
      ],
    },
  ];
}
