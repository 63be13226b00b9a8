// Renders auth views the way the shell does: guarded lazy routes, the session-driven access
// state, the store with the auth saga running, and the package's translations.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import createSagaMiddleware from 'redux-saga';
import {
  AccessProvider,
  FeaturesProvider,
  RequireAccess,
  type Feature,
  type RouteMeta,
} from '@tessera/ui';
import { createTestI18n, featureResources, setupUser } from '@tessera/ui/testing';
import { useSessionAccess } from '../session/access';
import { authSaga } from '../store/saga';
import { authSlice } from '../store/slice';

/** Like the shell: the access state follows api-client's session. */
function SessionAccess({ children }: { children: ReactNode }) {
  return <AccessProvider value={useSessionAccess()}>{children}</AccessProvider>;
}

export interface TestRoute {
  path: string;
  element: ReactNode;
  meta?: RouteMeta;
}

/** A page that only says where the user is. */
export const landmark = (path: string, meta?: RouteMeta): TestRoute => ({
  path,
  meta,
  element: <p data-testid="landed">{path}</p>,
});

/** `features`: what the shell would declare (menus offer only the pages that exist). */
export function renderAuth(routes: TestRoute[], initialEntry: string, features: Feature[] = []) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [authSlice.name]: authSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(authSaga);
  // Lazy like the shell's routes, so navigations take the same asynchronous path.
  const router = createMemoryRouter(
    routes.map(({ path, element, meta }) => ({
      path,
      HydrateFallback: () => null,
      lazy: async () => ({
        Component: () => <RequireAccess meta={meta}>{element}</RequireAccess>,
      }),
    })),
    { initialEntries: [initialEntry] },
  );
  render(
    <Provider store={store}>
      <I18nextProvider i18n={createTestI18n(featureResources('auth'))}>
        <SessionAccess>
          <FeaturesProvider features={features}>
            <AntApp>
              <RouterProvider router={router} />
            </AntApp>
          </FeaturesProvider>
        </SessionAccess>
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, user: setupUser() };
}
