import { buildAbility, canAccess } from '@tessera/ui';
import { expectLazyServerStateFeature } from '@tessera/ui/testing';
import { blogFeature } from './index';

const client = buildAbility([
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
]);
const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
const visitor = buildAbility([{ action: 'read', subject: 'Auth' }]);

describe('blogFeature', () => {
  it('serves the list and the post to every signed-in account, the editor to admins, each titled', () => {
    const access = blogFeature.routes.map((route) => [
      route.path,
      canAccess(client, route.meta),
      canAccess(admin, route.meta),
      canAccess(visitor, route.meta),
    ]);
    expect(access).toEqual([
      ['/pages/blog/list', true, true, false],
      ['/pages/blog/detail/:id', true, true, false],
      ['/pages/blog/edit/:id', false, true, false],
    ]);
    for (const route of blogFeature.routes) expect(route.meta?.title).toMatch(/^blog:titles\./);
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(blogFeature);
  });

  it('puts Blog, the list, in the Pages section of the menu, for clients too', () => {
    expect(blogFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'blog:nav.blog',
        section: 'common:section.pages',
        path: '/pages/blog/list',
        action: 'read',
        subject: 'ACL',
      }),
    ]);
  });
});
