// Test helpers for feature packages: render a view the way the shell would, without the shell.
import { configureStore, type Reducer } from '@reduxjs/toolkit';
import { render, type RenderResult } from '@testing-library/react';
import { App as AntApp } from 'antd';
import i18next, { type i18n, type Resource } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AccessProvider, buildAbility, type AbilityRule, type AccessState } from '../access/access';
import { layoutSlice } from '../layout/slice';
import type { Feature } from '../feature/types';
import { FeaturesProvider } from '../shell/FeaturesContext';

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
  /** The element rendered at `path`. */
  element: ReactNode;
  path?: string;
  initialEntry?: string;
  /** Other routes (e.g. redirect targets) to assert navigation against. */
  routes?: RouteObject[];
  reducers?: Record<string, Reducer>;
  i18n: i18n;
  access?: AccessState;
  features?: Feature[];
}

export function renderView(options: RenderViewOptions) {
  const path = options.path ?? '/';
  const store = configureStore({
    reducer: { [layoutSlice.name]: layoutSlice.reducer, ...options.reducers },
  });
  const router = createMemoryRouter(
    [{ path, element: options.element }, ...(options.routes ?? [])],
    { initialEntries: [options.initialEntry ?? path] },
  );
  const result: RenderResult = render(
    <Provider store={store}>
      <I18nextProvider i18n={options.i18n}>
        <AccessProvider value={options.access ?? testAccess(adminRules)}>
          <FeaturesProvider features={options.features ?? []}>
            <AntApp>
              <RouterProvider router={router} />
            </AntApp>
          </FeaturesProvider>
        </AccessProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { ...result, store, router };
}
