import { describeFeature } from '@tessera/ui/testing';
import { pagesFeature } from './index';

const everyAccount = ['admin', 'client'];

// The content pages, for every signed-in account.
describeFeature(pagesFeature, {
  routes: Object.fromEntries(
    [
      '/pages/profile',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/knowledge-base/:category',
      '/pages/knowledge-base/:category/:question',
      '/pages/pricing',
      '/pages/account-settings',
      '/pages/api-key',
      '/pages/license',
      '/pages/modal-examples',
    ].map((path) => [path, everyAccount]),
  ),
  menu: [
    {
      title: 'pages:nav.pages',
      section: 'common:section.pages',
      paths: [
        '/pages/profile',
        '/pages/account-settings',
        '/pages/faq',
        '/pages/knowledge-base',
        '/pages/pricing',
        '/pages/api-key',
        '/pages/license',
        '/pages/modal-examples',
      ],
    },
  ],
});

it('shows the pages’ menu entries to clients too', () => {
  const [pages] = pagesFeature.navigation ?? [];
  expect(pages.children?.map(({ action, subject }) => [action, subject])).toEqual(
    pages.children?.map(() => ['read', 'ACL']),
  );
});
