import { TableOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature, templateSection } from '@tessera/ui';
import {
  datatablesAdvancedPath,
  datatablesBasicPath,
  tableStylesPath,
  virtualTablePath,
} from './paths';
import { tablesRoutes } from './routes';

/**
 * The tables: two data tables of employees served page by page (basic: search, sort, selection
 * and export, details in an expanded row; advanced: column filters, column visibility, a sticky
 * header and inline edits), the table styles, and 10,000 rows in a virtual table. Admins only.
 * Only this descriptor ships with the first page; each view loads with its route, and its server
 * state (`./api`) with the view. No slice and no saga: nothing here is a workflow.
 */
export const tablesFeature = defineFeature({
  id: 'tables',
  namespace: 'tables',
  routes: tablesRoutes,
  navigation: [
    {
      key: 'tables',
      title: 'tables:nav.tables',
      icon: createElement(TableOutlined),
      section: templateSection,
      children: [
        { key: 'tables-styles', title: 'tables:nav.tableStyles', path: tableStylesPath },
        {
          key: 'tables-datatables-basic',
          title: 'tables:nav.datatablesBasic',
          path: datatablesBasicPath,
        },
        {
          key: 'tables-datatables-advanced',
          title: 'tables:nav.datatablesAdvanced',
          path: datatablesAdvancedPath,
        },
        { key: 'tables-virtual', title: 'tables:nav.virtual', path: virtualTablePath },
      ],
    },
  ],
});
