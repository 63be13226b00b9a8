import { SafetyCertificateOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { permissionsPath, rolesPath } from './paths';
import { permissionsRoutes } from './routes';

/**
 * Roles (cards, permission matrix, users and their roles) and permissions (list, search, filter
 * by role, add, rename, delete). Admins only. The descriptor loads with the shell, the slice and
 * saga with the app layout, each view with its route.
 */
export const permissionsFeature = defineFeature({
  id: 'permissions',
  namespace: 'permissions',
  routes: permissionsRoutes,
  store: () => import('./store').then((module) => module.permissionsStore),
  navigation: [
    {
      key: 'roles-permissions',
      title: 'permissions:nav.rolesPermissions',
      icon: createElement(SafetyCertificateOutlined),
      section: 'common:section.apps',
      children: [
        { key: 'roles', title: 'permissions:nav.roles', path: rolesPath },
        { key: 'permissions', title: 'permissions:nav.permissions', path: permissionsPath },
      ],
    },
  ],
});
