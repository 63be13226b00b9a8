import { LockOutlined, SafetyOutlined } from '@ant-design/icons';
import type { FeatureRoute, RouteMeta } from '@tessera/ui';
import { permissionsPath, rolesPath } from './paths';

// No action/subject: both screens need `manage all` (admins only; a client gets not-authorized).
const trail: RouteMeta['breadcrumb'] = [{ title: 'permissions:nav.rolesPermissions' }];

export const permissionsRoutes: FeatureRoute[] = [
  {
    path: rolesPath,
    load: () => import('./views/roles/RolesPage'),
    meta: {
      title: 'permissions:titles.roles',
      breadcrumb: trail,
      search: { icon: SafetyOutlined },
    },
  },
  {
    path: permissionsPath,
    load: () => import('./views/permissions/PermissionsPage'),
    meta: {
      title: 'permissions:titles.permissions',
      breadcrumb: trail,
      search: { icon: LockOutlined, title: 'permissions:titles.search.permissions' },
    },
  },
];
