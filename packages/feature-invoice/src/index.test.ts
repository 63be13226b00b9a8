import { describeFeature } from '@tessera/ui/testing';
import { invoiceFeature } from './index';

describeFeature(invoiceFeature, {
  routes: [
    '/apps/invoice/list',
    '/apps/invoice/preview',
    '/apps/invoice/preview/:id',
    '/apps/invoice/add',
    '/apps/invoice/edit',
    '/apps/invoice/edit/:id',
    '/apps/invoice/print/:id',
  ],
  menu: [
    {
      title: 'invoice:nav.invoice',
      section: 'common:section.apps',
      paths: [
        '/apps/invoice/list',
        '/apps/invoice/preview',
        '/apps/invoice/edit',
        '/apps/invoice/add',
      ],
    },
  ],
});

it('prints an invoice on a bare page: no menu, no navbar', () => {
  expect(invoiceFeature.routes.at(-1)?.meta?.layout).toBe('blank');
});
