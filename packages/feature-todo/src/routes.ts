import { CheckSquareOutlined } from '@ant-design/icons';
import type { FeatureRoute, RouteMeta } from '@tessera/ui';
import { filterRoute, tagRoute, todoPath } from './paths';

// No action/subject: the todo app needs `manage all` (admins only), as its server domain does.
const meta: RouteMeta = {
  title: 'todo:titles.todo',
  breadcrumb: [{ title: 'todo:nav.todo' }],
};
const load = () => import('./views/TodoPage');

export const todoRoutes: FeatureRoute[] = [
  // Global search offers the board; the filter and tag views are a click away in its sidebar.
  { path: todoPath, load, meta: { ...meta, search: { icon: CheckSquareOutlined } } },
  { path: tagRoute, load, meta },
  { path: filterRoute, load, meta },
];
