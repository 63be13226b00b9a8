// Renders the users screens the way the shell does: renderView's providers (i18n, access,
// features, theme with antd's App) and a store with the users slice and its saga running.
import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { layoutSlice } from '@tessera/ui';
import { renderView } from '@tessera/ui/testing';
import { listPath, viewPath } from '../paths';
import { usersStore } from '../store';
import { usersSaga } from '../store/saga';
import { usersSlice } from '../store/slice';
import UserListPage from '../views/list/UserListPage';
import UserViewPage from '../views/view/UserViewPage';
import UserViewRedirect from '../views/view/UserViewRedirect';
import { testI18n } from './i18n';

/** A store with the users slice and saga alone (for the saga's own tests). */
export function createUsersStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [layoutSlice.name]: layoutSlice.reducer, [usersSlice.name]: usersSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  sagaMiddleware.run(usersSaga);
  return store;
}

/** The list, the redirect and the view page at their real paths, starting at `initialEntry`. */
export function renderUsers(initialEntry: string) {
  const view = renderView({
    i18n: testI18n(),
    initialEntry,
    reducers: usersStore.reducers,
    saga: usersStore.saga,
    routes: [
      { path: listPath, element: <UserListPage /> },
      { path: viewPath, element: <UserViewRedirect /> },
      { path: `${viewPath}/:id`, element: <UserViewPage /> },
    ],
  });
  return view;
}
