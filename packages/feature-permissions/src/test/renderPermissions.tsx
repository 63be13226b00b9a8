// Renders the permissions screens the way the shell does: renderView's providers (i18n, access,
// theme with antd's App, router) and a store with this feature's slice and saga running.
import { renderView } from '@tessera/ui/testing';
import { permissionsPath, rolesPath } from '../paths';
import { permissionsStore } from '../store';
import PermissionsPage from '../views/permissions/PermissionsPage';
import RolesPage from '../views/roles/RolesPage';
import { testI18n } from './i18n';

export function renderPermissions(initialEntry: string) {
  return renderView({
    i18n: testI18n(),
    initialEntry,
    ...permissionsStore,
    routes: [
      { path: permissionsPath, element: <PermissionsPage /> },
      { path: rolesPath, element: <RolesPage /> },
    ],
  });
}
