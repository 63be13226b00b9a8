import { act, fireEvent, screen, within } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import en from '../../../locales/en/common.json';
import fr from '../../../locales/fr/common.json';
import type { AbilityRule } from '../../access/access';
import { defineFeature } from '../../feature/types';
import { layoutChanged } from '../../layout/slice';
import { adminRules, createTestI18n, renderView, testAccess } from '../../testing';
import { PageTabs } from './PageTabs';
import { tabsStorageKey } from './pageTabs';

const titles = {
  en: { home: 'Home', users: 'Users', invoices: 'Invoices', user: 'User', acl: 'Access control' },
  fr: {
    home: 'Accueil',
    users: 'Utilisateurs',
    invoices: 'Factures',
    user: 'Utilisateur',
    acl: "Contrôle d'accès",
  },
};

const page = (text: string) => async () => ({ default: () => <p>{text}</p> });

/** The pages as the features declare them: what the bar reads titles and rights from. */
const feature = defineFeature({
  id: 'demo',
  namespace: 'demo',
  routes: [
    { path: '/', load: page('Home page'), meta: { title: 'demo:titles.home' } },
    {
      path: '/apps/user/list',
      load: page('Users page'),
      meta: { title: 'demo:titles.users', action: 'read', subject: 'User' },
    },
    {
      path: '/apps/user/view/:id',
      load: page('User page'),
      meta: { title: 'demo:titles.user', action: 'read', subject: 'User' },
    },
    {
      path: '/apps/invoice/list',
      load: page('Invoices page'),
      meta: { title: 'demo:titles.invoices' },
    },
    {
      path: '/access-control',
      load: page('ACL page'),
      meta: { title: 'demo:titles.acl', action: 'read', subject: 'ACL' },
    },
    { path: '/untitled', load: page('Untitled page') },
  ],
});

const routes: RouteObject[] = [
  {
    element: (
      <>
        <PageTabs />
        <main id="main-content">
          <Outlet />
        </main>
      </>
    ),
    children: [
      ['/', 'Home page'],
      ['/apps/user/list', 'Users page'],
      ['/apps/user/view/:id', 'User page'],
      ['/apps/invoice/list', 'Invoices page'],
      ['/access-control', 'ACL page'],
      ['/untitled', 'Untitled page'],
    ].map(([path, text]) => ({ path, element: <p>{text}</p> })),
  },
];

beforeEach(() => localStorage.clear());

async function renderTabs({
  initialEntry = '/',
  rules = adminRules,
  userId = 7,
  lng = 'en',
}: { initialEntry?: string; rules?: AbilityRule[]; userId?: number; lng?: string } = {}) {
  const i18n = createTestI18n(
    {
      en: { common: en, shell: { demo: { titles: titles.en } } },
      fr: { common: fr, shell: { demo: { titles: titles.fr } } },
    },
    lng,
  );
  const view = renderView({
    routes,
    initialEntry,
    i18n,
    features: [feature],
    access: { ...testAccess(rules), userId },
  });
  // The bar comes with its lazy page: let the router settle.
  await act(async () => {});
  const go = (to: string) => act(() => view.router.navigate(to));
  const here = () => {
    const { pathname, search, hash } = view.router.state.location;
    return pathname + search + hash;
  };
  return { ...view, go, here };
}

const tabNames = () => screen.queryAllByRole('tab').map((tab) => tab.textContent);
const tab = (name: string) => screen.getByRole('tab', { name });
const focused = () => document.activeElement as HTMLElement;
const stored = (userId = 7) => JSON.parse(localStorage.getItem(tabsStorageKey(userId)) ?? 'null');

describe('PageTabs', () => {
  it('keeps each page visited as a tab named by its title, once per path, with its address', async () => {
    const { go, here } = await renderTabs();
    expect(screen.getByRole('tablist', { name: 'Open pages' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Home']);
    await go('/apps/user/list?q=ada&page=2');
    await go('/apps/invoice/list#unpaid');
    await go('/apps/user/view/3');
    // A page without a title gets no tab.
    await go('/untitled');
    await go('/apps/user/list?q=grace');
    expect(tabNames()).toEqual(['Home', 'Users', 'Invoices', 'User']);
    expect(tab('Users')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Users')).toHaveAttribute('aria-controls', 'main-content');
    expect(tab('Home')).toHaveAttribute('aria-selected', 'false');
    expect(stored()).toEqual([
      '/',
      '/apps/user/list?q=grace',
      '/apps/invoice/list#unpaid',
      '/apps/user/view/3',
    ]);

    // Switching to a tab goes back to its whole address (its filters, its hash).
    fireEvent.click(tab('Invoices'));
    expect(here()).toBe('/apps/invoice/list#unpaid');
    expect(await screen.findByText('Invoices page')).toBeInTheDocument();
    fireEvent.click(tab('Users'));
    expect(here()).toBe('/apps/user/list?q=grace');
  });

  it('closes a tab with its button or the middle button; closing the active one opens its neighbour', async () => {
    const { go, here } = await renderTabs();
    await go('/apps/user/list?q=ada');
    await go('/apps/invoice/list');
    await go('/access-control');

    // Another tab closes where it is: the page stays.
    fireEvent.click(within(tab('Users')).getByTestId('page-tab-close'));
    expect(tabNames()).toEqual(['Home', 'Invoices', 'Access control']);
    expect(here()).toBe('/access-control');

    // The active tab, the last: the one before it opens.
    fireEvent.mouseDown(tab('Access control'), { button: 1 });
    fireEvent(tab('Access control'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabNames()).toEqual(['Home', 'Invoices']);
    expect(here()).toBe('/apps/invoice/list');
    expect(await screen.findByText('Invoices page')).toBeInTheDocument();

    // The active tab with one after it: that one opens.
    fireEvent.click(tab('Home'));
    fireEvent.click(within(tab('Home')).getByTestId('page-tab-close'));
    expect(tabNames()).toEqual(['Invoices']);
    expect(here()).toBe('/apps/invoice/list');

    // The page shown keeps its last tab: nothing closes it.
    expect(within(tab('Invoices')).queryByTestId('page-tab-close')).not.toBeInTheDocument();
    fireEvent(tab('Invoices'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabNames()).toEqual(['Invoices']);
    expect(stored()).toEqual(['/apps/invoice/list']);
  });

  it('is reached and worked by keyboard: arrows move, Enter and Space open, Delete closes', async () => {
    const { go, here } = await renderTabs();
    await go('/apps/user/list?q=ada');
    await go('/apps/invoice/list');
    await go('/access-control');
    await go('/apps/user/list?q=ada');

    // One stop in the tab order: the page shown.
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([-1, 0, -1, -1]);
    expect(screen.getByRole('tablist')).toHaveAccessibleDescription(
      'Arrow keys move between the pages, Enter opens one, Delete closes it.',
    );
    tab('Users').focus();
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(tab('Invoices')).toHaveFocus();
    expect(tab('Invoices').tabIndex).toBe(0);
    fireEvent.keyDown(focused(), { key: 'End' });
    expect(tab('Access control')).toHaveFocus();
    // The arrows go round.
    fireEvent.keyDown(focused(), { key: 'ArrowRight' });
    expect(tab('Home')).toHaveFocus();
    fireEvent.keyDown(focused(), { key: 'ArrowLeft' });
    expect(tab('Access control')).toHaveFocus();
    fireEvent.keyDown(focused(), { key: 'Home' });
    expect(tab('Home')).toHaveFocus();
    // Moving focus opens nothing; Enter does.
    expect(here()).toBe('/apps/user/list?q=ada');
    fireEvent.keyDown(focused(), { key: 'Enter' });
    expect(here()).toBe('/');
    fireEvent.keyDown(tab('Home'), { key: 'ArrowRight' });
    fireEvent.keyDown(focused(), { key: ' ' });
    expect(here()).toBe('/apps/user/list?q=ada');

    // Delete closes the focused tab, the page it showed goes to its neighbour, and so does focus.
    fireEvent.keyDown(tab('Users'), { key: 'Delete' });
    expect(tabNames()).toEqual(['Home', 'Invoices', 'Access control']);
    expect(here()).toBe('/apps/invoice/list');
    expect(tab('Invoices')).toHaveFocus();
    // Delete on a tab not shown closes it and leaves the page.
    fireEvent.keyDown(tab('Invoices'), { key: 'ArrowLeft' });
    fireEvent.keyDown(tab('Home'), { key: 'Delete' });
    expect(tabNames()).toEqual(['Invoices', 'Access control']);
    expect(here()).toBe('/apps/invoice/list');
    expect(tab('Invoices')).toHaveFocus();
  });

  it('mirrors the arrows right to left: the next tab is on the left', async () => {
    const { go, store } = await renderTabs();
    await go('/apps/invoice/list');
    act(() => {
      store.dispatch(layoutChanged({ direction: 'rtl' }));
    });
    tab('Home').focus();
    fireEvent.keyDown(tab('Home'), { key: 'ArrowLeft' });
    expect(tab('Invoices')).toHaveFocus();
    fireEvent.keyDown(tab('Invoices'), { key: 'ArrowRight' });
    expect(tab('Home')).toHaveFocus();
  });

  it('keeps each user’s bar apart, and brings it back on the next visit', async () => {
    localStorage.setItem(tabsStorageKey(7), JSON.stringify(['/', '/apps/user/list?q=ada']));
    localStorage.setItem(tabsStorageKey(8), JSON.stringify(['/apps/invoice/list?page=3']));
    const first = await renderTabs({ initialEntry: '/apps/invoice/list' });
    expect(tabNames()).toEqual(['Home', 'Users', 'Invoices']);
    fireEvent.click(tab('Users'));
    expect(first.here()).toBe('/apps/user/list?q=ada');
    first.unmount();

    const second = await renderTabs({ userId: 8 });
    expect(tabNames()).toEqual(['Invoices', 'Home']);
    fireEvent.click(tab('Invoices'));
    expect(second.here()).toBe('/apps/invoice/list?page=3');
    expect(stored(8)).toEqual(['/apps/invoice/list?page=3', '/']);
    expect(stored(7)).toEqual(['/', '/apps/user/list?q=ada', '/apps/invoice/list']);
  });

  it('drops the pages the user may no longer open, from the bar and from storage', async () => {
    localStorage.setItem(
      tabsStorageKey(7),
      JSON.stringify(['/apps/user/list?q=ada', '/access-control', '/apps/user/view/3', '/nowhere']),
    );
    await renderTabs({
      initialEntry: '/access-control',
      rules: [{ action: 'read', subject: 'ACL' }],
    });
    expect(tabNames()).toEqual(['Access control']);
    expect(stored()).toEqual(['/access-control']);
  });

  it('speaks French', async () => {
    await renderTabs({ lng: 'fr' });
    expect(screen.getByRole('tablist', { name: 'Pages ouvertes' })).toBeInTheDocument();
    expect(tabNames()).toEqual(['Accueil']);
  });
});
