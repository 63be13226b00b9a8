// Test helpers for feature packages: render a view the way the shell would, without the shell.
// jest-dom's matchers (toBeInTheDocument…) are installed by the shared preset's setup file; their
// types live in the preset's own dependencies, which pnpm does not expose to the packages: this
// import brings them to every package that uses these helpers.
import type {} from '../../node_modules/@tessera/jest-preset/node_modules/@testing-library/jest-dom/types/jest';
import { StyleProvider } from '@ant-design/cssinjs';
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { configure, render, type RenderResult } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import i18next, { type i18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { AccessProvider, buildAbility, type AbilityRule, type AccessState } from '../access/access';
import { layoutSlice } from '../layout/slice';
import type { Feature } from '../feature/types';
import { FeaturesProvider } from '../shell/FeaturesContext';
import { ThemeProvider } from '../theme/ThemeProvider';

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

interface RenderViewOptions {
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
  access?: AccessState;
  features?: Feature[];
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

// Sagas started by renderView stop with their test, as the store they serve is unmounted.
const runningSagas: Task[] = [];
afterEach(() => runningSagas.splice(0).forEach((task) => task.cancel()));

/** Renders routes inside the shell's providers: store, i18n, access, features, theme (skin, direction). */
export function renderView(options: RenderViewOptions) {
  const path = options.path ?? '/';
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [layoutSlice.name]: layoutSlice.reducer, ...options.reducers },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
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
          <AccessProvider value={options.access ?? testAccess(adminRules)}>
            <FeaturesProvider features={options.features ?? []}>
              <ThemeProvider>
                <RouterProvider router={router} />
              </ThemeProvider>
            </FeaturesProvider>
          </AccessProvider>
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
