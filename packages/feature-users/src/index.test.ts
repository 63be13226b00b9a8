import { canAccess, buildAbility } from '@tessera/ui';
import { usersFeature } from './index';

describe('usersFeature', () => {
  it('serves the list, the view and the view of one user, for admins only', () => {
    expect(usersFeature.routes.map((route) => route.path)).toEqual([
      '/apps/user/list',
      '/apps/user/view',
      '/apps/user/view/:id',
    ]);
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    for (const route of usersFeature.routes) {
      expect(canAccess(admin, route.meta)).toBe(true);
      expect(canAccess(client, route.meta)).toBe(false);
      expect(route.meta?.title).toMatch(/^users:titles\./);
    }
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    for (const route of usersFeature.routes) {
      expect(typeof (await route.load()).default).toBe('function');
    }
    expect(usersFeature.store).toBeUndefined();
    expect(usersFeature.reducers).toBeUndefined();
    expect(usersFeature.saga).toBeUndefined();
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
