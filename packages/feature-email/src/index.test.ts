import { buildAbility, canAccess } from '@tessera/ui';
import { emailFeature } from './index';

describe('emailFeature', () => {
  it('serves the mailbox, a folder and a label, for admins only', () => {
    expect(emailFeature.routes.map((route) => route.path)).toEqual([
      '/apps/email',
      '/apps/email/label/:label',
      '/apps/email/:folder',
    ]);
    const admin = buildAbility([{ action: 'manage', subject: 'all' }]);
    const client = buildAbility([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    for (const route of emailFeature.routes) {
      expect(canAccess(admin, route.meta)).toBe(true);
      expect(canAccess(client, route.meta)).toBe(false);
      expect(route.meta?.title).toBe('email:titles.email');
    }
  });

  it('loads its view lazily, and has no slice or saga (the URL and server state hold it all)', async () => {
    for (const route of emailFeature.routes) {
      expect(typeof (await route.load()).default).toBe('function');
    }
    expect(emailFeature.store).toBeUndefined();
    expect(emailFeature.saga).toBeUndefined();
  });

  it('puts Email in the Apps section of the menu', () => {
    expect(emailFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'email:nav.email',
        path: '/apps/email',
        section: 'common:section.apps',
      }),
    ]);
  });
});
