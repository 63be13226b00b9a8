// The search's Pages come from the (fake) server; the app's routes from the features. This keeps
// the two in step: every page search offers opens a real screen, and every screen of the menu
// can be found.
import { matchRoutes, type RouteObject } from 'react-router';
import { api, type SearchItem } from '@tessera/api-client';
import type { NavigationItem } from '@tessera/ui';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { features } from '../features';
import { buildRoutes } from './routes';

setupFakeServer();

async function searchPages(): Promise<SearchItem[]> {
  await signIn();
  const groups = (await api.search.list()).searchArr;
  return groups.find((group) => group.groupTitle === 'Pages')?.data ?? [];
}

/** The deepest route a path opens, or undefined when only the not-found page would. */
function screenFor(routes: RouteObject[], path: string): RouteObject | undefined {
  const matched = matchRoutes(routes, path)?.at(-1)?.route;
  return matched?.path === '*' ? undefined : matched;
}

const menuLinks = (items: NavigationItem[]): string[] =>
  items.flatMap((item) => [...(item.path ? [item.path] : []), ...menuLinks(item.children ?? [])]);

describe('the search Pages and the app', () => {
  const routes = buildRoutes(features);

  it('offers only pages that open a real screen of the app', async () => {
    expect(screenFor(routes, '/no/such/page')).toBeUndefined();
    const pages = await searchPages();
    expect(pages.length).toBeGreaterThan(10);
    const unknown = pages.filter((page) => !screenFor(routes, page.link)).map((page) => page.link);
    expect(unknown).toEqual([]);
  });

  it('finds every screen of the menu', async () => {
    const links = new Set((await searchPages()).map((page) => page.link));
    const menu = menuLinks(features.flatMap((feature) => feature.navigation ?? []));
    expect(menu.length).toBeGreaterThan(3);
    expect(menu.filter((link) => !links.has(link))).toEqual([]);
  });
});
