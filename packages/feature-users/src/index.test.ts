import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { usersFeature } from './index';

describe('usersFeature', () => {
  it('serves the list, the view and the view of one user, for admins only', () => {
    expectAdminOnlyRoutes(
      usersFeature,
      ['/apps/user/list', '/apps/user/view', '/apps/user/view/:id'],
      /^users:titles\./,
    );
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(usersFeature);
  });

  it('puts Users, with List and View, in the Apps section of the menu', () => {
    const [entry] = usersFeature.navigation ?? [];
    expect(entry).toMatchObject({ title: 'users:nav.users', section: 'common:section.apps' });
    expect(entry.children?.map((child) => child.path)).toEqual([
      '/apps/user/list',
      '/apps/user/view',
    ]);
  });
});
