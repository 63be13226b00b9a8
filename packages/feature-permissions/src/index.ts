import { SafetyCertificateOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { permissionsPath, rolesPath } from './paths';
import { permissionsRoutes } from './routes';
import { permissionsSaga } from './store/saga';
import { permissionsSlice } from './store/slice';

/**
 * Roles (cards, permission matrix, users and their roles) and permissions (list, search, filter
 * by role, add, rename, delete). Admins only. The descriptor, slice and saga load with the shell;
 * the views are lazy.
 */
export const permissionsFeature = defineFeature({
  id: 'permissions',
  namespace: 'permissions',
  routes: permissionsRoutes,
  reducers: { [permissionsSlice.name]: permissionsSlice.reducer },
  saga: permissionsSaga,
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
