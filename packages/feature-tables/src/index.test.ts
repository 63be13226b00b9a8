import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { tablesFeature } from './index';

const paths = [
  '/tables/datatables/basic',
  '/tables/datatables/advanced',
  '/tables/basic',
  '/tables/virtual',
];

describe('tablesFeature', () => {
  it('serves the two data tables, the table styles and the virtual table, for admins only', () => {
    expectAdminOnlyRoutes(tablesFeature, paths, /^tables:titles\./);
  });

  it('offers every page to global search', () => {
    for (const route of tablesFeature.routes) expect(route.meta?.search).toBeTruthy();
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(tablesFeature);
  });

  it('puts a Tables group in the Template section of the menu, one entry a page', () => {
    expect(tablesFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'tables:nav.tables',
        section: 'common:section.template',
        children: [
          expect.objectContaining({ title: 'tables:nav.tableStyles', path: '/tables/basic' }),
          expect.objectContaining({
            title: 'tables:nav.datatablesBasic',
            path: '/tables/datatables/basic',
          }),
          expect.objectContaining({
            title: 'tables:nav.datatablesAdvanced',
            path: '/tables/datatables/advanced',
          }),
          expect.objectContaining({ title: 'tables:nav.virtual', path: '/tables/virtual' }),
        ],
      }),
    ]);
  });
});
