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
      path: '/pages/sample-login',
      load: async () => ({ default: View }),
      meta: { layout: 'blank', authPage: true },
    },
    { path: '*', load: async () => ({ default: View }), meta: { layout: 'blank', public: true } },
  ],
});

function layoutChildren(routes: RouteObject[]) {
  const [root] = routes;
  const [defaultLayout, blankLayout] = root.children ?? [];
  return { root, defaultLayout, blankLayout };
}

describe('buildRoutes', () => {
  it('runs beforeAppLayout before the full layout loads, not for the blank one', async () => {
    const beforeAppLayout = jest.fn(async () => {});
    const { defaultLayout, blankLayout } = layoutChildren(buildRoutes([feature], beforeAppLayout));
    await (blankLayout.lazy as () => Promise<unknown>)();
    expect(beforeAppLayout).not.toHaveBeenCalled();
    await (defaultLayout.lazy as () => Promise<unknown>)();
    expect(beforeAppLayout).toHaveBeenCalledTimes(1);
  });

  it('puts each route under its layout and the catch-all last in the blank layout', () => {
    const { root, defaultLayout, blankLayout } = layoutChildren(buildRoutes([feature]));
    expect(root.hydrateFallbackElement).toBeTruthy();
    expect(defaultLayout.children?.map((r) => r.path)).toEqual(['/apps/sample']);
    expect(blankLayout.children?.map((r) => r.path)).toEqual(['/pages/sample-login', '*']);
  });

  it('makes every route and both layouts lazy, and keeps the CASL meta in the handle', async () => {
    const { defaultLayout, blankLayout } = layoutChildren(buildRoutes([feature]));
    for (const route of [defaultLayout, blankLayout, ...(defaultLayout.children ?? [])]) {
      expect(typeof route.lazy).toBe('function');
      expect(route.element).toBeUndefined();
    }
    const sample = defaultLayout.children?.[0];
    expect(sample?.handle).toEqual({ meta: { action: 'read', subject: 'Sample' } });
    const loaded = await (sample?.lazy as () => Promise<{ Component: unknown }>)();
    expect(typeof loaded.Component).toBe('function');
  });
});
