import { canAccess, buildAbility } from '@tessera/ui';
import { invoiceFeature } from './index';

describe('invoiceFeature', () => {
  it('serves list, preview, add, edit and print, for admins only', () => {
    expect(invoiceFeature.routes.map((route) => route.path)).toEqual([
      '/apps/invoice/list',
      '/apps/invoice/preview',
      '/apps/invoice/preview/:id',
      '/apps/invoice/add',
      '/apps/invoice/edit',
      '/apps/invoice/edit/:id',
      '/apps/invoice/print/:id',
    ]);
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    for (const route of invoiceFeature.routes) {
      expect(canAccess(admin, route.meta)).toBe(true);
      expect(canAccess(client, route.meta)).toBe(false);
      expect(route.meta?.title).toMatch(/^invoice:titles\./);
    }
    // The print page is bare: no menu, no navbar.
    expect(invoiceFeature.routes.at(-1)?.meta?.layout).toBe('blank');
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    for (const route of invoiceFeature.routes) {
      expect(typeof (await route.load()).default).toBe('function');
    }
    expect(invoiceFeature.store).toBeUndefined();
    expect(invoiceFeature.reducers).toBeUndefined();
    expect(invoiceFeature.saga).toBeUndefined();
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
