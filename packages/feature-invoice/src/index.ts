import { FileTextOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { addPath, editBasePath, listPath, previewBasePath } from './paths';
import { invoiceRoutes } from './routes';

/**
 * Invoices: the list (search, status filter, sort, bulk delete), the printable preview (send,
 * payments, PDF, print), and the add and edit forms. Admins only. Only this descriptor ships with
 * the first page; each view loads with its route, its server state (`./api`) with the views, and
 * the PDF library only when someone downloads. No slice and no saga: no workflow of its own.
 */
export const invoiceFeature = defineFeature({
  id: 'invoice',
  namespace: 'invoice',
  routes: invoiceRoutes,
  navigation: [
    {
      key: 'invoice',
      title: 'invoice:nav.invoice',
      icon: createElement(FileTextOutlined),
      section: 'common:section.apps',
      children: [
        { key: 'invoice-list', title: 'invoice:nav.list', path: listPath },
        { key: 'invoice-preview', title: 'invoice:nav.preview', path: previewBasePath },
        { key: 'invoice-edit', title: 'invoice:nav.edit', path: editBasePath },
        { key: 'invoice-add', title: 'invoice:nav.add', path: addPath },
      ],
    },
  ],
});
