import type { RouteObject } from 'react-router';
import { defineFeature } from '@tessera/ui';
import { buildRoutes } from './routes';

const View = () => null;
const feature = defineFeature({
  id: 'sample',
  routes: [
    {
      path: '/apps/sample',
      load: async () => ({ default: View }),
      meta: { action: 'read', subject: 'Sample' },
    },
    {
      // A signed-in page without the menu around it (a print view).
      path: '/apps/sample/print',
      load: async () => ({ default: View }),
      meta: { action: 'read', subject: 'Sample', layout: 'blank' },
    },
    {
      path: '/pages/sample-login',
      load: async () => ({ default: View }),
      meta: { layout: 'blank', authPage: true },
    },
    { path: '*', load: async () => ({ default: View }), meta: { layout: 'blank', public: true } },
  ],
});

/** The layouts and, under each, the pathless route that catches its pages' errors. */
function layoutChildren(routes: RouteObject[]) {
  const [root] = routes;
  const [defaultLayout, blankLayout] = root.children ?? [];
  const pagesOf = (layout: RouteObject) => layout.children?.[0]?.children ?? [];
  return {
    root,
    defaultLayout,
    blankLayout,
    defaultPages: pagesOf(defaultLayout),
    blankPages: pagesOf(blankLayout),
  };
}

const lazyOf = (route: RouteObject | undefined) => route?.lazy as () => Promise<unknown>;

describe('buildRoutes', () => {
  it("loads the app layout's needs with the full layout, not with the blank one", async () => {
    const loaders = {
      feature: jest.fn(async () => {}),
      appLayout: jest.fn(async () => {}),
      serverState: async () => {},
    };
    const { defaultLayout, blankLayout } = layoutChildren(buildRoutes([feature], loaders));
    await lazyOf(blankLayout)();
    expect(loaders.appLayout).not.toHaveBeenCalled();
    await lazyOf(defaultLayout)();
    expect(loaders.appLayout).toHaveBeenCalledTimes(1);
    expect(loaders.feature).not.toHaveBeenCalled();
  });

  it("loads a route's feature (store part, namespace) with its view, and fails with it", async () => {
    let finishFeature: () => void = () => {};
    const loaders = {
      feature: jest.fn(() => new Promise<void>((resolve) => (finishFeature = resolve))),
      appLayout: async () => {},
      serverState: async () => {},
    };
    const { defaultPages } = layoutChildren(buildRoutes([feature], loaders));
    let loaded = false;
    const route = lazyOf(defaultPages[0])().then(() => (loaded = true));
    expect(loaders.feature).toHaveBeenCalledWith(feature);
    await Promise.resolve();
    expect(loaded).toBe(false);
    finishFeature();
    await route;

    loaders.feature.mockRejectedValueOnce(new Error('offline'));
    await expect(lazyOf(defaultPages[0])()).rejects.toThrow('offline');
  });

  it('loads the server-state layer with every signed-in page, whatever its layout', async () => {
    const loaders = {
      feature: async () => {},
      appLayout: async () => {},
      serverState: jest.fn(async () => {}),
    };
    const { defaultPages, blankPages } = layoutChildren(buildRoutes([feature], loaders));
    const [print, login, notFound] = blankPages;
    await lazyOf(print)();
    expect(loaders.serverState).toHaveBeenCalledTimes(1);
    await lazyOf(defaultPages[0])();
    expect(loaders.serverState).toHaveBeenCalledTimes(2);
    // A visitor's page and a public one read no server data: /login ships none of it.
    await Promise.all([lazyOf(login)(), lazyOf(notFound)()]);
    expect(loaders.serverState).toHaveBeenCalledTimes(2);
  });

  it('puts each route under its layout and the catch-all last in the blank layout', () => {
    const { root, defaultLayout, blankLayout, defaultPages, blankPages } = layoutChildren(
      buildRoutes([feature]),
    );
    expect(root.hydrateFallbackElement).toBeTruthy();
    expect(defaultPages.map((r) => r.path)).toEqual(['/apps/sample']);
    expect(blankPages.map((r) => r.path)).toEqual([
      '/apps/sample/print',
      '/pages/sample-login',
      '*',
    ]);
    // A page that fails shows the error page inside its layout; anything else, on its own.
    for (const catcher of [root, defaultLayout.children?.[0], blankLayout.children?.[0]]) {
      expect(catcher?.errorElement).toBeTruthy();
    }
  });

  it('makes every route and both layouts lazy, and keeps the CASL meta in the handle', async () => {
    const { defaultLayout, blankLayout, defaultPages } = layoutChildren(buildRoutes([feature]));
    for (const route of [defaultLayout, blankLayout, ...defaultPages]) {
      expect(typeof route.lazy).toBe('function');
      expect(route.element).toBeUndefined();
    }
    const sample = defaultPages[0];
    expect(sample?.handle).toEqual({ meta: { action: 'read', subject: 'Sample' } });
    const loaded = await (sample?.lazy as () => Promise<{ Component: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });
});
