import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { invoiceFeature } from './index';

describe('invoiceFeature', () => {
  it('serves list, preview, add, edit and print, for admins only', () => {
    expectAdminOnlyRoutes(
      invoiceFeature,
      [
        '/apps/invoice/list',
        '/apps/invoice/preview',
        '/apps/invoice/preview/:id',
        '/apps/invoice/add',
        '/apps/invoice/edit',
        '/apps/invoice/edit/:id',
        '/apps/invoice/print/:id',
      ],
      /^invoice:titles\./,
    );
    // The print page is bare: no menu, no navbar.
    expect(invoiceFeature.routes.at(-1)?.meta?.layout).toBe('blank');
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(invoiceFeature);
  });

  it('puts Invoices, with List, Preview, Edit and Add, in the Apps section of the menu', () => {
    const [entry] = invoiceFeature.navigation ?? [];
    expect(entry).toMatchObject({ title: 'invoice:nav.invoice', section: 'common:section.apps' });
    expect(entry.children?.map((child) => child.path)).toEqual([
      '/apps/invoice/list',
      '/apps/invoice/preview',
      '/apps/invoice/edit',
      '/apps/invoice/add',
    ]);
  });
});
