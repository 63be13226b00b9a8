import { AppstoreOutlined } from '@ant-design/icons';
import type { FeatureRoute } from '@tessera/ui';
import { listPath } from './paths';

// No action/subject: the things app needs `manage all` (admins only), as its server domain does.
export const thingsRoutes: FeatureRoute[] = [
  {
    path: listPath,
    load: () => import('./views/list/ThingListPage'),
    meta: {
      title: 'things:titles.list',
      breadcrumb: [{ title: 'things:nav.things' }],
      // Global search offers the list; a thing's page has a parameter, so it is not offered.
      search: { icon: AppstoreOutlined },
    },
  },
  {
    path: `${listPath}/:id`,
    load: () => import('./views/record/ThingPage'),
    meta: {
      title: 'things:titles.record',
      breadcrumb: [{ title: 'things:nav.things', path: listPath }],
    },
  },
];
