import { act, fireEvent, screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { defineFeature, templateSection } from '../feature/types';
import { persistLayout } from '../layout/persistence';
import { layoutChanged } from '../layout/slice';
import { useLayoutWhileMounted } from '../layout/useLayoutWhileMounted';
import { provideDemoData } from '../shell/DemoData';
import { adminRules, createTestI18n, renderView, testAccess } from '../testing';
import { DefaultLayout } from './DefaultLayout';

/** Whether the viewport reaches antd's `lg` breakpoint in the next render. */
let desktop = true;
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: desktop && query.includes('min-width'),
    }) as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});
beforeEach(() => {
  desktop = true;
  localStorage.clear();
});
afterEach(() => act(() => provideDemoData(null)));

/** The demo feature's menu entries, as the generated shell namespace carries them. */
const demo = {
  en: {
    home: 'Home',
    users: 'Users',
    list: 'List',
    acl: 'Access control',
    apps: 'Apps',
    bell: 'Notifications',
    buttons: 'Buttons',
  },
  fr: {
    home: 'Accueil',
    users: 'Utilisateurs',
    list: 'Liste',
    acl: "Contrôle d'accès",
    apps: 'Applications',
    bell: 'Notifications',
  },
};

function Bell() {
  return <span>Bell slot</span>;
}

const feature = defineFeature({
  id: 'demo',
  namespace: 'demo',
  // What the page tabs read a page's title from.
  routes: [
    {
      path: '/',
      load: async () => ({ default: () => null }),
      meta: { title: 'demo:nav.home' },
    },
  ],
  navigation: [
    { key: 'home', title: 'demo:nav.home', path: '/', section: 'common:section.dashboards' },
    {
      key: 'users',
      title: 'demo:nav.users',
      section: 'common:section.apps',
      children: [{ key: 'user-list', title: 'demo:nav.list', path: '/apps/user/list' }],
    },
    {
      key: 'acl',
      title: 'demo:nav.acl',
      path: '/access-control',
      action: 'read',
      subject: 'ACL',
      section: 'common:section.apps',
    },
    {
      key: 'buttons',
      title: 'demo:nav.buttons',
      path: '/components/buttons',
      section: templateSection,
    },
  ],
  navbar: [{ key: 'bell', placement: 'end', component: Bell }],
});

/** A page shown with the menu collapsed, whatever the user chose. */
function HoldingPage() {
  useLayoutWhileMounted({ menuCollapsed: true });
  return <p>Collapsed menu page</p>;
}

const routes: RouteObject[] = [
  {
    element: <DefaultLayout />,
    children: [
      {
        path: '/',
        element: <p>Home page</p>,
        handle: { meta: { title: 'demo:nav.home', breadcrumb: [{ title: 'demo:nav.apps' }] } },
      },
      {
        path: '/collapsed-menu',
        element: <HoldingPage />,
      },
      {
        path: '/access-control',
        element: <p>ACL page</p>,
        handle: { meta: { action: 'read', subject: 'ACL' } },
      },
    ],
  },
];

async function renderLayout(rules = adminRules, initialEntry = '/') {
  const i18n = createTestI18n({
    en: { common: en, shell: { demo: { nav: demo.en } } },
    fr: { common: fr, shell: { demo: { nav: demo.fr } } },
  });
  const view = renderView({
    routes,
    initialEntry,
    i18n,
    features: [feature],
    access: testAccess(rules),
  });
  persistLayout(view.store);
  // antd's menu registers its items in a microtask after mounting: let it settle.
  await act(async () => {});
  return { ...view, i18n };
}

async function openCustomizer() {
  fireEvent.click(screen.getByTestId('customizer-open'));
  return screen.findByTestId('customizer');
}

describe('DefaultLayout', () => {
  it('frames the page with one main, a header, a footer, breadcrumbs and the translated menu', async () => {
    await renderLayout();
    const layout = screen.getByTestId('app-layout');
    expect(layout).toHaveAttribute('data-layout-type', 'vertical');
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(within(screen.getByRole('main')).getByText('Home page')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toContainElement(screen.getByText('Bell slot'));
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      `© ${new Date().getFullYear()} Tessera`,
    );

    const menu = screen.getByTestId('main-menu');
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toContainElement(menu);
    expect(within(menu).getByText('Dashboards')).toBeInTheDocument();
    expect(within(menu).getByText('Users')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(menu.querySelector('.ant-menu-item-selected')).toHaveTextContent('Home');

    const breadcrumbs = screen.getByTestId('breadcrumbs');
    expect(breadcrumbs).toHaveTextContent('Apps');
    expect(
      within(breadcrumbs).getByText('Home', { selector: '[aria-current="page"]' }),
    ).toBeInTheDocument();
  });

  it('shows a client only the items its ability allows', async () => {
    await renderLayout([{ action: 'read', subject: 'ACL' }], '/access-control');
    const menu = screen.getByTestId('main-menu');
    expect(within(menu).getByText('Access control')).toBeInTheDocument();
    expect(within(menu).queryByText('Users')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Dashboards')).not.toBeInTheDocument();
    expect(screen.queryByTestId('breadcrumbs')).not.toBeInTheDocument();
  });

  it('collapses the menu from the navbar and persists it', async () => {
    const { store } = await renderLayout();
    const sider = document.querySelector('.ant-layout-sider') as HTMLElement;
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    fireEvent.click(screen.getByTestId('menu-toggle'));
    expect(store.getState().layout.menuCollapsed).toBe(true);
    expect(sider).toHaveClass('ant-layout-sider-collapsed');
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    expect(screen.getByTestId('menu-toggle')).toHaveAccessibleName('Expand the menu');
  });

  it('draws a page’s own layout while it shows, and the user’s stored one after', async () => {
    const { router } = await renderLayout(adminRules, '/collapsed-menu');
    const sider = document.querySelector('.ant-layout-sider') as HTMLElement;
    expect(sider).toHaveClass('ant-layout-sider-collapsed');
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
    await act(() => router.navigate('/'));
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(sider).not.toHaveClass('ant-layout-sider-collapsed');
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
  });

  it('changes the skin from the customizer: theme tokens, dark menu and <html data-skin>', async () => {
    const { store } = await renderLayout();
    const customizer = await openCustomizer();
    fireEvent.click(within(customizer).getByText('Dark', { exact: true }));
    expect(store.getState().layout.skin).toBe('dark');
    expect(document.documentElement.dataset.skin).toBe('dark');
    expect(localStorage.getItem('skin')).toBe('"dark"');
    // The layout's colours come from the ConfigProvider's (now dark) tokens.
    expect(screen.getByTestId('app-layout').style.getPropertyValue('--app-bg')).toBe('#161d31');
    expect(screen.getByTestId('main-menu')).toHaveClass('ant-menu-dark');
    expect(screen.getByTestId('skin-toggle')).toHaveAttribute('aria-pressed', 'true');

    fireEvent.click(within(customizer).getByRole('button', { name: /Reset to defaults/ }));
    expect(store.getState().layout.skin).toBe('light');
  });

  it('switches to right-to-left from the customizer', async () => {
    await renderLayout();
    const customizer = await openCustomizer();
    fireEvent.click(within(customizer).getByText('RTL', { exact: true }));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(screen.getByTestId('app-layout')).toHaveClass('ant-layout-rtl');
    expect(localStorage.getItem('direction')).toBe('"rtl"');
  });

  it('switches to the horizontal layout, with the same menu', async () => {
    await renderLayout();
    const customizer = await openCustomizer();
    // The horizontal menu mounts anew: let antd register its items.
    await act(async () => {
      fireEvent.click(within(customizer).getByText('Horizontal', { exact: true }));
    });
    expect(screen.getByTestId('app-layout')).toHaveAttribute('data-layout-type', 'horizontal');
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.getByTestId('main-menu')).toHaveClass('ant-menu-horizontal');
    expect(screen.queryByTestId('menu-toggle')).not.toBeInTheDocument();
  });

  it('hides the menu from the customizer, and brings it back', async () => {
    const { store } = await renderLayout();
    const customizer = await openCustomizer();
    const menuHidden = within(customizer).getByRole('switch', { name: 'Menu hidden' });
    fireEvent.click(menuHidden);
    expect(store.getState().layout.menuHidden).toBe(true);
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    expect(screen.queryByTestId('main-menu')).not.toBeInTheDocument();
    expect(screen.getByText('Home page')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(menuHidden);
    });
    expect(screen.getByTestId('main-menu')).toBeInTheDocument();
  });

  it('hides the Template section of the menu from the customizer, and brings it back', async () => {
    await renderLayout();
    const menu = screen.getByTestId('main-menu');
    expect(within(menu).getByText('Template')).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Buttons' })).toBeInTheDocument();
    const customizer = await openCustomizer();
    const shown = within(customizer).getByRole('switch', { name: 'Template pages in the menu' });
    expect(shown).toBeChecked();
    fireEvent.click(shown);
    expect(within(menu).queryByText('Template')).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Buttons' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Home' })).toBeInTheDocument();
    fireEvent.click(shown);
    expect(await within(menu).findByRole('link', { name: 'Buttons' })).toBeInTheDocument();
  });

  it('keeps the pages as tabs above the content once the customizer turns them on', async () => {
    const { store } = await renderLayout();
    expect(document.querySelector('.page-tabs')).toBeNull();
    const customizer = await openCustomizer();
    const tabs = within(customizer).getByRole('switch', {
      name: 'Pages as tabs above the content',
    });
    expect(tabs).not.toBeChecked();
    fireEvent.click(tabs);
    expect(store.getState().layout.pageTabs).toBe(true);
    expect(localStorage.getItem('pageTabs')).toBe('true');
    // The bar's code loads then: its tab names the page shown.
    const bar = await screen.findByRole('tablist', { name: 'Open pages' });
    expect(within(bar).getByRole('tab', { name: 'Home', selected: true })).toBeInTheDocument();
    // Above the content, not in it.
    expect(screen.getByRole('main')).not.toContainElement(bar);
    fireEvent.click(tabs);
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(localStorage.getItem('pageTabs')).toBe('false');
  });

  it('enters each page after the first with the chosen transition, fade by default', async () => {
    const { router } = await renderLayout();
    const page = () => screen.getByText(/page$/).closest('.route-transition');
    // The page the visit opens on shows at once.
    expect(page()).toHaveClass('route-transition');
    expect(page()?.className).not.toMatch(/route-transition--/);
    await act(() => router.navigate('/access-control'));
    expect(page()).toHaveClass('route-transition--fade');
    const customizer = await openCustomizer();
    fireEvent.click(within(customizer).getByText('Zoom and fade', { exact: true }));
    const before = page();
    expect(before).toHaveClass('route-transition--zoom-fade');
    // A new page mounts a new wrapper, so the entrance plays again.
    await act(() => router.navigate('/'));
    expect(screen.getByText('Home page').closest('.route-transition')).not.toBe(before);
    expect(page()).toHaveClass('route-transition--zoom-fade');
  });

  it('follows the navbar colour, navbar type, footer type and content width', async () => {
    const { store } = await renderLayout();
    expect(screen.getByRole('banner')).toHaveClass('app-header--floating');
    act(() => {
      store.dispatch(
        layoutChanged({ navbarColor: 'danger', footerType: 'sticky', contentWidth: 'full' }),
      );
    });
    expect(screen.getByRole('banner').style.getPropertyValue('--app-navbar-bg')).toBe('#a8071a');
    expect(screen.getByRole('contentinfo')).toHaveClass('app-footer--sticky');
    expect(screen.getByTestId('app-layout')).toHaveClass('app-layout--full');

    act(() => {
      store.dispatch(layoutChanged({ navbarType: 'hidden', footerType: 'hidden' }));
    });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // Without a navbar the customizer stays reachable from the cog at the page edge.
    fireEvent.click(screen.getByTestId('customizer-cog'));
    expect(await screen.findByTestId('customizer')).toBeInTheDocument();
  });

  it('translates the menu when another language is picked', async () => {
    await renderLayout();
    fireEvent.click(screen.getByTestId('language-switcher'));
    const french = await screen.findByRole('menuitem', { name: 'Français' });
    await act(async () => {
      fireEvent.click(french);
    });
    expect(within(screen.getByTestId('main-menu')).getByText('Accueil')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
  });

  it('below lg, opens the menu in a drawer that closes on navigation', async () => {
    desktop = false;
    const { router } = await renderLayout();
    expect(document.querySelector('.ant-layout-sider')).toBeNull();
    const toggle = screen.getByTestId('menu-toggle');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByTestId('main-menu')).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/access-control'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  /** jsdom lays nothing out: the page's height is what a test says. */
  const pageHeight = (height: number) =>
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: height,
    });

  it('offers scroll-to-top once the page is scrolled past 400px', async () => {
    pageHeight(5000);
    await renderLayout();
    expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument();
    act(() => {
      window.scrollY = 500;
      window.dispatchEvent(new Event('scroll'));
    });
    const button = screen.getByTestId('scroll-to-top');
    expect(button).toHaveAccessibleName('Back to top');
    const scrollTo = jest.spyOn(window, 'scrollTo');
    fireEvent.click(button);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(screen.getByRole('main')).toHaveFocus();
    act(() => {
      window.scrollY = 0;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument();
  });

  it('hides scroll-to-top near the bottom, where it would cover the last rows and their buttons', async () => {
    pageHeight(2000);
    await renderLayout();
    act(() => {
      window.scrollY = 600; // 600 + 768 of window: 632px above the bottom
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.getByTestId('scroll-to-top')).toBeInTheDocument();
    act(() => {
      window.scrollY = 2000 - window.innerHeight - 40;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(screen.queryByTestId('scroll-to-top')).not.toBeInTheDocument();
  });

  it('resets the demo data from the customizer after asking, when a simulated server runs', async () => {
    await renderLayout();
    expect(
      within(await openCustomizer()).queryByRole('button', { name: 'Reset demo data' }),
    ).not.toBeInTheDocument();

    const reset = jest.fn(async () => {});
    act(() => provideDemoData({ reset, problem: null }));
    fireEvent.click(
      within(screen.getByTestId('customizer')).getByRole('button', { name: 'Reset demo data' }),
    );
    // The confirmation (the customizer is a dialog too): nothing happens before it is answered.
    const [title] = await screen.findAllByText('Reset the demo data?');
    expect(reset).not.toHaveBeenCalled();
    const confirm = title.closest<HTMLElement>('[role="dialog"]');
    expect(confirm).not.toBeNull();
    fireEvent.click(
      within(confirm as HTMLElement).getByRole('button', { name: 'Reset demo data' }),
    );
    expect(await screen.findByText('The demo data is back to its sample data.')).toBeVisible();
    expect(reset).toHaveBeenCalledTimes(1);
  });

  it('says when the demo data cannot be saved, in English and French', async () => {
    const reset = async () => {};
    const { i18n } = await renderLayout();
    act(() => provideDemoData({ reset, problem: 'full' }));
    expect(
      await screen.findByText(
        "The browser's storage is full: your next changes to the demo data last only until you leave or reload this page.",
      ),
    ).toBeInTheDocument();

    await act(() => i18n.changeLanguage('fr'));
    act(() => provideDemoData({ reset, problem: 'refused' }));
    expect(
      await screen.findByText(
        'Ce navigateur refuse d’enregistrer les données de démo : vos modifications ne durent que jusqu’à ce que vous quittiez ou rechargiez cette page.',
      ),
    ).toBeInTheDocument();
  });
});
