import { describeFeature } from '@tessera/ui/testing';
import { tablesFeature } from './index';

describeFeature(tablesFeature, {
  routes: [
    '/tables/datatables/basic',
    '/tables/datatables/advanced',
    '/tables/basic',
    '/tables/virtual',
  ],
  menu: [
    {
      title: 'tables:nav.tables',
      section: 'common:section.template',
      paths: [
        '/tables/basic',
        '/tables/datatables/basic',
        '/tables/datatables/advanced',
        '/tables/virtual',
      ],
    },
  ],
});

it('offers every page to global search', () => {
  for (const route of tablesFeature.routes) expect(route.meta?.search).toBeTruthy();
});
