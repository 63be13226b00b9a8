// Global search and the bookmarks offer the app's own routes (feature-search reads them from the
// features): every route with a title whose path names one page, unless it says `search: false`.
// This keeps the declarations complete: each such page has its own icon, every screen of the
// menu can be found, and so can every page search offered before it read the routes. Their
// titles in English and French are checked with the other descriptor keys (shell.test.ts).
import type { FeatureRoute, NavigationItem } from '@tessera/ui';
import { features } from '../features';

const offered: FeatureRoute[] = features
  .flatMap((feature) => feature.routes)
  .filter(({ path, meta }) => meta?.title && meta.search !== false && !/[:*]/.test(path));
const offeredLinks = new Set(offered.map((route) => route.path));

const menuLinks = (items: NavigationItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...menuLinks(item.children ?? [])]);

describe('the pages search offers', () => {
  it('each have an icon of their own', () => {
    expect(offered.length).toBeGreaterThan(10);
    const plain = offered.filter(({ meta }) => !(meta?.search && meta.search.icon));
    expect(plain.map((route) => route.path)).toEqual([]);
  });

  it('include every screen of the menu', () => {
    const menu = menuLinks(features.flatMap((feature) => feature.navigation ?? []));
    expect(menu.length).toBeGreaterThan(3);
    expect(menu.filter((link) => !offeredLinks.has(link))).toEqual([]);
  });

  it('include every page search offered before (the list the server kept)', () => {
    const templates = ['login', 'register', 'forgot-password', 'reset-password']
      .concat(['verify-email', 'two-steps'])
      .flatMap((name) => [`/pages/${name}-basic`, `/pages/${name}-cover`]);
    const before = [
      '/',
      '/access-control',
      '/apps/user/list',
      '/apps/user/view',
      '/apps/roles',
      '/apps/permissions',
      '/apps/invoice/list',
      '/apps/invoice/preview',
      '/apps/invoice/edit',
      '/apps/invoice/add',
      ...templates,
      '/misc/coming-soon',
      '/misc/not-authorized',
      '/misc/maintenance',
      '/misc/error',
      '/apps/email',
      '/dashboard/analytics',
      '/cards/statistics',
      '/cards/analytics',
      '/cards/advanced',
    ];
    expect(before.filter((link) => !offeredLinks.has(link))).toEqual([]);
  });
});
