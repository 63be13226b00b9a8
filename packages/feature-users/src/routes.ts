import { TeamOutlined, UserOutlined } from '@ant-design/icons';
import type { FeatureRoute, RouteMeta } from '@tessera/ui';
import { listPath, viewPath } from './paths';

// No action/subject: the users app needs `manage all` (admins only).
const trail: RouteMeta['breadcrumb'] = [{ title: 'users:nav.users', path: listPath }];

export const usersRoutes: FeatureRoute[] = [
  {
    path: listPath,
    load: () => import('./views/list/UserListPage'),
    meta: {
      title: 'users:titles.list',
      breadcrumb: [{ title: 'users:nav.users' }],
      search: { icon: TeamOutlined, title: 'users:titles.search.list' },
    },
  },
  {
    path: viewPath,
    load: () => import('./views/view/UserViewRedirect'),
    meta: {
      title: 'users:titles.view',
      breadcrumb: trail,
      search: { icon: UserOutlined, title: 'users:titles.search.view' },
    },
  },
  {
    path: `${viewPath}/:id`,
    load: () => import('./views/view/UserViewPage'),
    meta: { title: 'users:titles.view', breadcrumb: trail },
  },
];
