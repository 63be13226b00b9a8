// Renders the feature's navbar pieces the way the shell does: the store with the search saga
// running, access and features in context, antd's App for toasts, and a router whose every page
// shows the navbar and says where the user is.
import { configureStore } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import createSagaMiddleware, { type Task } from 'redux-saga';
import {
  AccessProvider,
  FeaturesProvider,
  layoutSlice,
  ThemeProvider,
  type AccessState,
  type Feature,
} from '@tessera/ui';
import { adminRules, testAccess } from '@tessera/ui/testing';
import { searchFeature } from '../index';
import { searchSaga } from '../store/saga';
import { searchSlice } from '../store/slice';
import { testI18n } from './i18n';

const running: Task[] = [];
afterEach(() => {
  // The saga listens to api-client's session: stop it with its test.
  for (const task of running.splice(0)) task.cancel();
});

function Navbar() {
  const { pathname } = useLocation();
  return (
    <>
      <header>
        {searchFeature.navbar?.map(({ key, component: Slot }) => (
          <Slot key={key} />
        ))}
      </header>
      <p data-testid="location">{pathname}</p>
    </>
  );
}

export interface RenderSearchOptions {
  access?: AccessState;
  /** The app's features, whose routes decide which pages the user may open. */
  features?: Feature[];
  initialEntry?: string;
  lng?: string;
}

export function renderSearch({
  access = testAccess(adminRules),
  features = [searchFeature],
  initialEntry = '/',
  lng = 'en',
}: RenderSearchOptions = {}) {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [layoutSlice.name]: layoutSlice.reducer, [searchSlice.name]: searchSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  running.push(sagaMiddleware.run(searchSaga));
  const router = createMemoryRouter([{ path: '*', element: <Navbar /> }], {
    initialEntries: [initialEntry],
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={testI18n(lng)}>
        <AccessProvider value={access}>
          <FeaturesProvider features={features}>
            <ThemeProvider>
              <RouterProvider router={router} />
            </ThemeProvider>
          </FeaturesProvider>
        </AccessProvider>
      </I18nextProvider>
    </Provider>,
  );
  return { store, router, user: userEvent.setup() };
}
