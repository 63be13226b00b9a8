// Renders the permissions screens the way the shell does: renderView's providers (i18n, access,
// theme with antd's App, router) plus a store holding this feature's slice with its saga running.
import { configureStore } from '@reduxjs/toolkit';
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { renderView } from '@tessera/ui/testing';
import { permissionsPath, rolesPath } from '../paths';
import { permissionsSaga } from '../store/saga';
import { permissionsSlice } from '../store/slice';
import PermissionsPage from '../views/permissions/PermissionsPage';
import RolesPage from '../views/roles/RolesPage';
import { testI18n } from './i18n';

// antd renders slowly in jsdom, and answers go through the saga and the fake server: on a busy
// two-core machine a screen can take seconds to settle.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

const running: Task[] = [];
afterEach(() => running.splice(0).forEach((task) => task.cancel()));

export function createPermissionsStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [permissionsSlice.name]: permissionsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  running.push(sagaMiddleware.run(permissionsSaga));
  return store;
}

export function renderPermissions(initialEntry: string) {
  const store = createPermissionsStore();
  // renderView's own store runs no saga: the screens read this one.
  const withStore = (element: ReactNode) => <Provider store={store}>{element}</Provider>;
  const view = renderView({
    i18n: testI18n(),
    initialEntry,
    routes: [
      { path: permissionsPath, element: withStore(<PermissionsPage />) },
      { path: rolesPath, element: withStore(<RolesPage />) },
    ],
  });
  return { ...view, store, user: userEvent.setup() };
}
