import { SafetyCertificateOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { permissionsPath, rolesPath } from './paths';
import { permissionsRoutes } from './routes';

/**
 * Roles (cards, permission matrix, users and their roles) and permissions (list, search, filter
 * by role, add, rename, delete). Admins only. The descriptor loads with the shell, each view with
 * its route, and the server state (`./api`, RTK Query endpoints) with the views.
 */
export const permissionsFeature = defineFeature({
  id: 'permissions',
  namespace: 'permissions',
  routes: permissionsRoutes,
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
