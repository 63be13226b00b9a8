import { TeamOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { listPath, viewPath } from './paths';
import { usersRoutes } from './routes';

/**
 * The user directory: list (statistics, search, filters, sort, paging, add, delete, export) and
 * one user's view (card, plan, tabs). Admins only. Only this descriptor ships with the first
 * page; each view loads with its route, and its server state (`./api`, RTK Query endpoints) with
 * the view. No slice and no saga: the app has no workflow of its own.
 */
export const usersFeature = defineFeature({
  id: 'users',
  namespace: 'users',
  routes: usersRoutes,
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
