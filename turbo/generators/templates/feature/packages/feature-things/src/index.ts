import { AppstoreOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { listPath } from './paths';
import { thingsRoutes } from './routes';

/**
 * The things app: a list (search, status filter, sort, paging, add, delete) and one thing's
 * page (its fields, edit, delete). Admins only. Only this descriptor ships with the first page;
 * each view loads with its route, and its server state (`./api`) with the view. No slice and no
 * saga: the app has no workflow of its own.
 */
export const thingsFeature = defineFeature({
  id: 'things',
  namespace: 'things',
  routes: thingsRoutes,
  navigation: [
    {
      key: 'things',
      title: 'things:nav.things',
      icon: createElement(AppstoreOutlined),
      section: 'common:section.apps',
      path: listPath,
    },
  ],
});
