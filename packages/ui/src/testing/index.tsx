// Test helpers for feature packages: render a feature, or a view, the way the shell would,
// without the shell (jest-dom's matchers and their types come with @tessera/jest-preset).
import { StyleProvider } from '@ant-design/cssinjs';
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import {
  configure,
  render,
  screen,
  waitFor,
  within,
  type RenderResult,
} from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import i18next, { type i18n, type Resource } from 'i18next';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  AccessProvider,
  buildAbility,
  canAccess,
  RequireAccess,
  type AbilityRule,
  type AccessState,
} from '../access/access';
import commonEn from '../../locales/en/common.json';
import commonFr from '../../locales/fr/common.json';
import { layoutSlice } from '../layout/slice';
import { defineFeature, type Feature, type RouteMeta } from '../feature/types';
import { FeaturesProvider } from '../shell/FeaturesContext';
import { ThemeProvider } from '../theme/ThemeProvider';
import { serverApi, serverState } from '../server-state';

// antd screens settle slowly in jsdom on a busy two-core machine: findBy/waitFor wait longer.
configure({ asyncUtilTimeout: 8000 });

/** A synchronous i18next instance with the given resources (`{ en: { ns: {...} } }`). */
export function createTestI18n(resources: Resource, lng = 'en'): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources,
    defaultNS: 'common',
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function testAccess(rules: AbilityRule[] | null, homePath = '/'): AccessState {
  return { ability: buildAbility(rules), isSignedIn: rules !== null, homePath };
}

export const adminRules: AbilityRule[] = [{ action: 'manage', subject: 'all' }];

export interface RenderViewOptions {
  /** The element rendered at `path`; omit it to render `routes` alone (e.g. a layout route). */
  element?: ReactNode;
  path?: string;
  initialEntry?: string;
  /** Other routes (e.g. redirect targets) to assert navigation against. */
  routes?: RouteObject[];
  reducers?: Record<string, Reducer>;
  /** A saga to run on the store (e.g. the feature's), as the shell would. */
  saga?: () => Generator;
  i18n: i18n;
  /** Who is signed in: a state, or a hook that reads it (as the shell reads the session). */
  access?: AccessState | (() => AccessState);
  features?: Feature[];
}

/** Provides the access state a hook reads, on every render (it follows the session). */
function AccessFromHook({ use, children }: { use: () => AccessState; children: ReactNode }) {
  return <AccessProvider value={use()}>{children}</AccessProvider>;
}

function Access({
  access,
  children,
}: {
  access: RenderViewOptions['access'];
  children: ReactNode;
}) {
  return typeof access === 'function' ? (
    <AccessFromHook use={access}>{children}</AccessFromHook>
  ) : (
    <AccessProvider value={access ?? testAccess(adminRules)}>{children}</AccessProvider>
  );
}

/**
 * A user-event session for antd screens. The pointer-events check reads the computed style of
 * every ancestor on each click, which jsdom recomputes from all of antd's injected CSS: skipping
 * it makes these tests about 2.5× faster. Disabled controls are still refused (`disabled`).
 */
export function setupUser() {
  return userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
}

/**
 * antd's CSS goes into this detached node instead of the document: jsdom recomputes styles from
 * every stylesheet in the document on each `getComputedStyle`, which role queries and
 * visibility checks call for every element (a roles page test took 10 s, now under 1 s).
 * antd hides closed overlays with inline styles and by unmounting, which jsdom still sees.
 */
const detachedStyles = document.createElement('div');

// Sagas started by renderView stop with their test, as the store they serve is unmounted, and
// the server state forgets its cache (and its cache timers).
const runningSagas: Task[] = [];
const usedStores: {
  dispatch: (action: ReturnType<typeof serverApi.util.resetApiState>) => unknown;
}[] = [];
// A test may end while a request it started is still on its way (a view's secondary query):
// let it land first, or it would load server code after jest has torn the test down.
afterEach(async () => {
  await waitFor(() => {
    if (inFlight() > 0) throw new Error('requests are still pending');
  });
  runningSagas.splice(0).forEach((task) => task.cancel());
  usedStores.splice(0).forEach((store) => store.dispatch(serverApi.util.resetApiState()));
});

/**
 * Renders routes inside the shell's providers: store (with the server state, as the signed-in
 * shell has it), i18n, access, features, theme (skin, direction).
 */
export function renderView(options: RenderViewOptions) {
  const path = options.path ?? '/';
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: {
      [layoutSlice.name]: layoutSlice.reducer,
      ...serverState.reducers,
      ...options.reducers,
    },
    // The dev checks stay on, without warning that a busy two-core machine makes them slow.
    middleware: (getDefault) =>
      getDefault({
        thunk: false,
        immutableCheck: { warnAfter: 1000 },
        serializableCheck: { warnAfter: 1000 },
      }).concat(...serverState.middleware, sagaMiddleware),
  });
  usedStores.push(store);
  if (options.saga) runningSagas.push(sagaMiddleware.run(options.saga));
  const viewRoute: RouteObject[] =
    options.element === undefined ? [] : [{ path, element: options.element }];
  const router = createMemoryRouter([...viewRoute, ...(options.routes ?? [])], {
    initialEntries: [options.initialEntry ?? path],
  });
  const result: RenderResult = render(
    <StyleProvider container={detachedStyles}>
      <Provider store={store}>
        <I18nextProvider i18n={options.i18n}>
          <Access access={options.access}>
            <FeaturesProvider features={options.features ?? []}>
              <ThemeProvider>
                <RouterProvider router={router} />
              </ThemeProvider>
            </FeaturesProvider>
          </Access>
        </I18nextProvider>
      </Provider>
    </StyleProvider>,
  );
  return { ...result, store, router, user: setupUser() };
}

type TranslationTree = { [key: string]: string | TranslationTree };

/**
 * `key.path → placeholders` of every string of a translation file. Two languages of one
 * namespace must have the same shape: `expect(translationShape(fr)).toEqual(translationShape(en))`.
 * An empty string counts as missing (its placeholders read `['<empty>']`).
 */
export function translationShape(tree: object, prefix = ''): Record<string, string[]> {
  return Object.entries(tree as TranslationTree).reduce<Record<string, string[]>>(
    (all, [key, value]) => {
      const path = prefix + key;
      if (typeof value !== 'string') return { ...all, ...translationShape(value, `${path}.`) };
      const placeholders = value.trim() === '' ? ['<empty>'] : (value.match(/{{\w+}}/g) ?? []);
      return { ...all, [path]: placeholders.sort() };
    },
    {},
  );
}

/**
 * How many requests are on their way, for `settled()`. A test server publishes its counter under
 * this registered symbol (`@tessera/fake-server/testing` does): ui may not import it.
 */
export const pendingRequestsKey = Symbol.for('tessera.pendingRequests');

const inFlight = (): number => {
  const count = (globalThis as Record<symbol, unknown>)[pendingRequestsKey];
  return typeof count === 'function' ? Number(count()) : 0;
};

/** The folder of the package whose test is running (its locales are there). */
function packageOfTest(): string {
  let folder = dirname(expect.getState().testPath ?? process.cwd());
  while (!existsSync(join(folder, 'package.json'))) folder = dirname(folder);
  return folder;
}

/** The feature's namespace in every language its package has, with the shared `common` one. */
export function featureResources(namespace: string | undefined, root = packageOfTest()): Resource {
  const own = (lng: string) => {
    const file = join(root, 'locales', lng, `${namespace}.json`);
    return namespace && existsSync(file)
      ? { [namespace]: JSON.parse(readFileSync(file, 'utf8')) }
      : {};
  };
  return { en: { common: commonEn, ...own('en') }, fr: { common: commonFr, ...own('fr') } };
}

/** `base` with `more`'s namespaces added, language by language. */
function withResources(base: Resource, more: Resource): Resource {
  const merged: Resource = { ...base };
  for (const [lng, namespaces] of Object.entries(more)) {
    merged[lng] = { ...merged[lng], ...namespaces };
  }
  return merged;
}

type ServerStateOf = { [serverApi.reducerPath]?: ReturnType<typeof serverApi.reducer> };

/** Whether RTK Query still waits for an answer in this store. */
function serverStateBusy(state: ServerStateOf): boolean {
  const cache = state[serverApi.reducerPath];
  if (!cache) return false;
  return [...Object.values(cache.queries), ...Object.values(cache.mutations)].some(
    (entry) => entry?.status === 'pending',
  );
}

/** A page that only says where the user landed (`getByTestId('landed')` reads its path). */
function Landed() {
  return <p data-testid="landed">{useLocation().pathname}</p>;
}

/**
 * Other apps' pages, in a test of one feature: a feature whose routes only say where the user
 * landed. Pass it in `renderFeature`'s `features`, so that redirects and links have somewhere to
 * go, and menus, bookmarks and search know these pages exist.
 */
export function landmarks(pages: (string | { path: string; meta?: RouteMeta })[]): Feature {
  return defineFeature({
    id: 'landmarks',
    routes: pages.map((page) => ({
      ...(typeof page === 'string' ? { path: page } : page),
      load: async () => ({ default: Landed }),
    })),
  });
}

export interface RenderFeatureOptions {
  /** Who is signed in (admin by default): a state, or a hook that reads it, e.g. the session's. */
  access?: RenderViewOptions['access'];
  /** The app's other features: their routes are rendered too, and menus know their pages. */
  features?: Feature[];
  /** Render the feature's navbar pieces above every page, as the signed-in layout does. */
  navbar?: boolean;
  language?: string;
  /** More translations beside the feature's own (`{ en: { shell: … } }`: the other pages' titles). */
  resources?: Resource;
}

/**
 * Renders a feature from its descriptor, as the shell does: its store part (slices, saga, server
 * state), its namespace in English and French, its routes at their real paths behind their
 * access guards (with the routes of `features` beside them); starts at `path`.
 * `settled()` resolves once no request is pending (RTK Query's and any other on the test server).
 */
export async function renderFeature(
  feature: Feature,
  path: string,
  { access, features = [], navbar = false, language, resources = {} }: RenderFeatureOptions = {},
) {
  const part = await feature.store?.();
  const app = [feature, ...features];
  const pages: RouteObject[] = await Promise.all(
    app
      .flatMap((each) => each.routes)
      .map(async (route) => {
        const { default: View } = await route.load();
        return {
          path: route.path,
          element: (
            <RequireAccess meta={route.meta}>
              <View />
            </RequireAccess>
          ),
        };
      }),
  );
  const slots = navbar ? (feature.navbar ?? []) : [];
  const routes: RouteObject[] =
    slots.length === 0
      ? pages
      : [
          {
            element: (
              <>
                <header>
                  {slots.map(({ key, component: Slot }) => (
                    <Slot key={key} />
                  ))}
                </header>
                <Outlet />
              </>
            ),
            children: pages,
          },
        ];
  const view = renderView({
    access,
    features: app,
    i18n: createTestI18n(withResources(featureResources(feature.namespace), resources), language),
    initialEntry: path,
    routes,
    reducers: { ...feature.reducers, ...part?.reducers },
    saga: part?.saga ?? feature.saga,
  });
  const settled = () =>
    waitFor(() => {
      if (serverStateBusy(view.store.getState() as ServerStateOf) || inFlight() > 0) {
        throw new Error('requests are still pending');
      }
    });
  return { ...view, settled };
}

/** The accounts a feature's routes are checked against, by name. */
const accounts: Record<string, AbilityRule[]> = {
  admin: adminRules,
  /** Someone signed in who may read only ACL and Auth pages: the app pages must refuse them. */
  client: [
    { action: 'read', subject: 'ACL' },
    { action: 'read', subject: 'Auth' },
  ],
  /** No session: the visitors' pages only. */
  visitor: [{ action: 'read', subject: 'Auth' }],
};

/** What a feature descriptor declares, as `describeFeature` checks it. */
export interface FeatureShape {
  /**
   * Every route path, in declaration order: open to admins only, or, as a map, to the accounts
   * named (`admin`, `client`, `visitor`, or one of `accounts`).
   */
  routes: string[] | Record<string, string[]>;
  /** More accounts a route may open to, by name (a client account that manages the shop). */
  accounts?: Record<string, AbilityRule[]>;
  /** The menu's top-level entries: title key, section, and the paths it links (its children's). */
  menu: { title: string; section: string; paths: string[] }[];
}

/**
 * The checks every feature descriptor gets: its routes (paths, who may open each, a title in
 * the feature's namespace), lazy views and no store of its own (its data is server state), and
 * its menu entries.
 */
export function describeFeature(feature: Feature, shape: FeatureShape): void {
  const openTo = Array.isArray(shape.routes)
    ? Object.fromEntries(shape.routes.map((path) => [path, ['admin']]))
    : shape.routes;
  const known = { ...accounts, ...shape.accounts };
  describe(`the ${feature.id} feature`, () => {
    it('serves its routes to the accounts named, each titled in its namespace', () => {
      const served = feature.routes.map((route) => [
        route.path,
        Object.keys(known)
          .filter((name) => canAccess(buildAbility(known[name]), route.meta))
          .sort(),
      ]);
      expect(served).toEqual(
        Object.entries(openTo).map(([path, names]) => [path, [...names].sort()]),
      );
      for (const route of feature.routes) {
        expect(route.meta?.title).toMatch(new RegExp(`^${feature.id}:titles\\.`));
      }
    });

    it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
      for (const route of feature.routes) {
        expect(typeof (await route.load()).default).toBe('function');
      }
      expect([feature.store, feature.reducers, feature.saga]).toEqual([
        undefined,
        undefined,
        undefined,
      ]);
    });

    it('puts its entries in the menu', () => {
      const entries = (feature.navigation ?? []).map((item) => ({
        title: item.title,
        section: item.section,
        paths: item.children ? item.children.map((child) => child.path) : [item.path],
      }));
      expect(entries).toEqual(shape.menu);
    });
  });
}

/**
 * A feature's page as the user finds it: `renderFeature`, then waits until `shows` passes (what
 * the loaded page shows, e.g. `() => screen.getByRole('document')`) and no request is pending.
 */
export async function openFeature(
  feature: Feature,
  path: string,
  shows?: () => unknown,
  options?: RenderFeatureOptions,
) {
  const view = await renderFeature(feature, path, options);
  if (shows) await waitFor(shows);
  await view.settled();
  return view;
}

/**
 * The error state of a failed load: finds its alert and checks that it says `message`;
 * `retry()` presses its "Try again", as the user would.
 */
export async function findLoadFailure(user: ReturnType<typeof setupUser>, message: string) {
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(message);
  const retry = () =>
    user.click(within(alert).getByRole('button', { name: commonEn.actions.retry }));
  return { alert, retry };
}

// antd and the pages read the viewport through matchMedia: a test file chooses a desktop (side
// panels beside the content) or a phone (side panels in a drawer).
const fakeViewportState = { desktop: true };
const realMatchMedia = window.matchMedia;

/** Installs the fake viewport for the calling test file; every test starts on a desktop. */
export function fakeViewport() {
  beforeAll(() => {
    window.matchMedia = (query: string) =>
      ({
        ...realMatchMedia(query),
        matches: fakeViewportState.desktop && query.includes('min-width'),
      }) as MediaQueryList;
  });
  afterAll(() => {
    window.matchMedia = realMatchMedia;
  });
  beforeEach(() => {
    fakeViewportState.desktop = true;
  });
  return {
    phone: () => {
      fakeViewportState.desktop = false;
    },
  };
}

/**
 * jsdom lays nothing out, so what sizes itself with a ResizeObserver (the charts) draws nothing.
 * Installs, for the calling test file, an observer that reports every observed box `width`
 * pixels wide; `setWidth` changes it for what is observed next.
 */
export function fakeBoxWidth(width = 400) {
  const state = { width };
  class FixedWidthObserver {
    constructor(private readonly report: ResizeObserverCallback) {}
    observe(target: Element) {
      this.report(
        [{ target, contentRect: { width: state.width } } as unknown as ResizeObserverEntry],
        this as unknown as ResizeObserver,
      );
    }
    disconnect() {}
    unobserve() {}
  }
  beforeEach(() => {
    state.width = width;
    globalThis.ResizeObserver = FixedWidthObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  });
  return {
    setWidth: (next: number) => {
      state.width = next;
    },
  };
}

/** React's kinds of fiber that are components (function, class, forwardRef, memo). */
const componentTags = new Set([0, 1, 11, 14, 15]);

interface Fiber {
  tag: number;
  type: unknown;
  elementType: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

/**
 * What a part of the page costs to draw (a list row, a card): its DOM nodes, the React
 * components mounted under it, and how many of those are each of `types` (antd's Tooltip,
 * Popover…). A test puts a ceiling on them, so that a change that makes every row heavier fails
 * at once, without timing anything.
 */
export function mountCost<Name extends string>(
  element: Element,
  types: Record<Name, unknown> = {} as Record<Name, unknown>,
) {
  const key = Object.keys(element).find((name) => name.startsWith('__reactFiber$'));
  if (!key) throw new Error('mountCost: the element was not drawn by React');
  const root = (element as unknown as Record<string, Fiber>)[key];
  const of = Object.fromEntries(Object.keys(types).map((name) => [name, 0])) as Record<
    Name,
    number
  >;
  let components = 0;
  const visit = (fiber: Fiber | null) => {
    for (let node = fiber; node; node = node.sibling) {
      if (componentTags.has(node.tag)) components += 1;
      for (const name of Object.keys(types) as Name[]) {
        if (node.elementType === types[name] || node.type === types[name]) of[name] += 1;
      }
      visit(node.child);
    }
  };
  visit(root.child);
  return { domNodes: element.querySelectorAll('*').length + 1, components, of };
}
