import { buildAbility, canAccess } from '@tessera/ui';
import { thingsFeature } from './index';

describe('thingsFeature', () => {
  it('serves the list and one thing, for admins only', () => {
    expect(thingsFeature.routes.map((route) => route.path)).toEqual([
      '/apps/things',
      '/apps/things/:id',
    ]);
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const client = buildAbility([{ action: 'read', subject: 'ACL' }]);
    for (const route of thingsFeature.routes) {
      expect(canAccess(admin, route.meta)).toBe(true);
      expect(canAccess(client, route.meta)).toBe(false);
      expect(route.meta?.title).toMatch(/^things:titles\./);
    }
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    for (const route of thingsFeature.routes) {
      expect(typeof (await route.load()).default).toBe('function');
    }
    expect(thingsFeature.store).toBeUndefined();
  });

  it('puts Things in the Apps section of the menu', () => {
    expect(thingsFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'things:nav.things',
        section: 'common:section.apps',
        path: '/apps/things',
      }),
    ]);
  });
});
