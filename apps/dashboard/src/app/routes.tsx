import type { RouteObject } from 'react-router';
import { BootFallback, RequireAccess, type Feature, type FeatureRoute } from '@tessera/ui';
import { RootRoute } from './RootRoute';
import { loadAntdStylesheet } from './antdStylesheet';

/** A feature route as a lazy router route, guarded by its CASL meta. */
function toRouteObject(route: FeatureRoute): RouteObject {
  return {
    path: route.path,
    handle: { meta: route.meta },
    lazy: async () => {
      // The visitors' pages (sign in, register, forgot password) are styled by the first
      // stylesheet; the others need the rest of antd's (see vite.config.ts, firstPage).
      const [{ default: View }] = await Promise.all([
        route.load(),
        route.meta?.authPage ? undefined : loadAntdStylesheet(),
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
 * blank one (auth and misc pages). `*` is the not-found page a feature provides.
 * `beforeAppLayout` runs before the full layout first renders: the shell loads the features'
 * lazy store parts there, so they are in place for every signed-in page.
 */
export function buildRoutes(
  features: Feature[],
  beforeAppLayout: () => Promise<void> = async () => {},
): RouteObject[] {
  const routes = features.flatMap((feature) => feature.routes);
  const inLayout = (layout: 'default' | 'blank') =>
    routes
      .filter((r) => r.path !== '*' && (r.meta?.layout ?? 'default') === layout)
      .map(toRouteObject);
  const notFound = routes.filter((r) => r.path === '*').map(toRouteObject);
  return [
    {
      id: 'root',
      element: <RootRoute />,
      hydrateFallbackElement: <BootFallback />,
      children: [
        {
          lazy: async () => {
            const [{ DefaultLayout }] = await Promise.all([
              import('@tessera/ui/layouts'),
              beforeAppLayout(),
              loadAntdStylesheet(),
            ]);
            return { Component: DefaultLayout };
          },
          children: inLayout('default'),
        },
        {
          lazy: async () => ({
            Component: (await import('@tessera/ui/layouts/blank')).BlankLayout,
          }),
          children: [...inLayout('blank'), ...notFound],
        },
      ],
    },
  ];
}
