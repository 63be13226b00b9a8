import {
  EditOutlined,
  FileAddOutlined,
  FileSearchOutlined,
  FileTextOutlined,
} from '@ant-design/icons';
import type { FeatureRoute, RouteMeta } from '@tessera/ui';
import { addPath, editBasePath, listPath, previewBasePath, printBasePath } from './paths';

// No action/subject: the invoices app needs `manage all` (admins only), as its calls do.
const trail: RouteMeta['breadcrumb'] = [{ title: 'invoice:nav.invoice', path: listPath }];

export const invoiceRoutes: FeatureRoute[] = [
  {
    path: listPath,
    load: () => import('./views/list/InvoiceListPage'),
    meta: {
      title: 'invoice:titles.list',
      breadcrumb: [{ title: 'invoice:nav.invoice' }],
      search: { icon: FileTextOutlined, title: 'invoice:titles.search.list' },
    },
  },
  {
    path: previewBasePath,
    load: () => import('./views/preview/InvoiceRedirect'),
    meta: {
      title: 'invoice:titles.preview',
      breadcrumb: trail,
      search: { icon: FileSearchOutlined, title: 'invoice:titles.search.preview' },
    },
  },
  {
    path: `${previewBasePath}/:id`,
    load: () => import('./views/preview/InvoicePreviewPage'),
    meta: { title: 'invoice:titles.preview', breadcrumb: trail },
  },
  {
    path: addPath,
    load: () => import('./views/edit/InvoiceAddPage'),
    meta: {
      title: 'invoice:titles.add',
      breadcrumb: trail,
      search: { icon: FileAddOutlined, title: 'invoice:titles.search.add' },
    },
  },
  {
    path: editBasePath,
    load: () => import('./views/preview/InvoiceRedirect'),
    meta: {
      title: 'invoice:titles.edit',
      breadcrumb: trail,
      search: { icon: EditOutlined, title: 'invoice:titles.search.edit' },
    },
  },
  {
    path: `${editBasePath}/:id`,
    load: () => import('./views/edit/InvoiceEditPage'),
    meta: { title: 'invoice:titles.edit', breadcrumb: trail },
  },
  {
    // Bare: the document alone, for the print dialog.
    path: `${printBasePath}/:id`,
    load: () => import('./views/print/InvoicePrintPage'),
    meta: { title: 'invoice:titles.print', layout: 'blank' },
  },
];
