// Renders the permissions screens the way the shell does: renderView's providers (i18n, access,
// theme with antd's App, router) and a store with this feature's slice and saga running.
import { configure } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderView } from '@tessera/ui/testing';
import { permissionsPath, rolesPath } from '../paths';
import { permissionsStore } from '../store';
import PermissionsPage from '../views/permissions/PermissionsPage';
import RolesPage from '../views/roles/RolesPage';
import { testI18n } from './i18n';

// antd renders slowly in jsdom, and answers go through the saga and the fake server: on a busy
// two-core machine a screen can take seconds to settle.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(40_000);

export function renderPermissions(initialEntry: string) {
  const view = renderView({
    i18n: testI18n(),
    initialEntry,
    ...permissionsStore,
    routes: [
      { path: permissionsPath, element: <PermissionsPage /> },
      { path: rolesPath, element: <RolesPage /> },
    ],
  });
  return { ...view, user: userEvent.setup() };
}
