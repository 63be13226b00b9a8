import { TeamOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { listPath, viewPath } from './paths';
import { usersRoutes } from './routes';

/**
 * The user directory: list (statistics, search, filters, sort, paging, add, delete, export) and
 * one user's view (card, plan, tabs). Admins only. Only this descriptor ships with the first
 * page: the slice and saga load with the app layout, each view with its route.
 */
export const usersFeature = defineFeature({
  id: 'users',
  namespace: 'users',
  routes: usersRoutes,
  store: () => import('./store').then((module) => module.usersStore),
  navigation: [
    {
      key: 'users',
      title: 'users:nav.users',
      icon: createElement(TeamOutlined),
      section: 'common:section.apps',
      children: [
        { key: 'users-list', title: 'users:nav.list', path: listPath },
        { key: 'users-view', title: 'users:nav.view', path: viewPath },
      ],
    },
  ],
});
