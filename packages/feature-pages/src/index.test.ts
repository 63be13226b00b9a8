import { buildAbility, canAccess } from '@tessera/ui';
import { expectLazyServerStateFeature } from '@tessera/ui/testing';
import { pagesFeature } from './index';

const paths = [
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
];

describe('pagesFeature', () => {
  it('serves the content pages to every signed-in account, clients too, and titles each', () => {
    expect(pagesFeature.routes.map((route) => route.path)).toEqual(paths);
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    const visitor = buildAbility([{ action: 'read', subject: 'Auth' }]);
    for (const route of pagesFeature.routes) {
      expect(canAccess(client, route.meta)).toBe(true);
      expect(canAccess(visitor, route.meta)).toBe(false);
      expect(route.meta?.title).toMatch(/^pages:titles\./);
    }
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(pagesFeature);
  });

  it('puts the pages under Pages in the menu, for clients too', () => {
    const [pages] = pagesFeature.navigation ?? [];
    expect(pages).toMatchObject({ title: 'pages:nav.pages', section: 'common:section.pages' });
    expect(pages.children?.map((item) => item.path)).toEqual([
      '/pages/profile',
      '/pages/account-settings',
      '/pages/faq',
      '/pages/knowledge-base',
      '/pages/pricing',
      '/pages/api-key',
      '/pages/license',
      '/pages/modal-examples',
    ]);
    expect(pages.children?.every((item) => item.action === 'read' && item.subject === 'ACL')).toBe(
      true,
    );
  });
});
