import { TableOutlined } from '@ant-design/icons';
import type { FeatureRoute } from '@tessera/ui';
import {
  datatablesAdvancedPath,
  datatablesBasicPath,
  tableStylesPath,
  virtualTablePath,
} from './paths';

const breadcrumb = [{ title: 'tables:nav.tables' }];

// No action/subject: the tables need `manage all` (admins only), as their server domain does.
export const tablesRoutes: FeatureRoute[] = [
  {
    path: datatablesBasicPath,
    load: () => import('./views/basic/DatatablesBasicPage'),
    meta: { title: 'tables:titles.datatablesBasic', breadcrumb, search: { icon: TableOutlined } },
  },
  {
    path: datatablesAdvancedPath,
    load: () => import('./views/advanced/DatatablesAdvancedPage'),
    meta: {
      title: 'tables:titles.datatablesAdvanced',
      breadcrumb,
      search: { icon: TableOutlined },
    },
  },
  {
    path: tableStylesPath,
    load: () => import('./views/styles/TableStylesPage'),
    meta: { title: 'tables:titles.tableStyles', breadcrumb, search: { icon: TableOutlined } },
  },
  {
    path: virtualTablePath,
    load: () => import('./views/virtual/VirtualTablePage'),
    meta: { title: 'tables:titles.virtual', breadcrumb, search: { icon: TableOutlined } },
  },
];
