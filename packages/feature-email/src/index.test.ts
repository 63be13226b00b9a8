import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { emailFeature } from './index';

describe('emailFeature', () => {
  it('serves the mailbox, a folder and a label, for admins only', () => {
    expectAdminOnlyRoutes(
      emailFeature,
      ['/apps/email', '/apps/email/label/:label', '/apps/email/:folder'],
      'email:titles.email',
    );
  });

  it('loads its view lazily, and has no slice or saga (the URL and server state hold it all)', async () => {
    await expectLazyServerStateFeature(emailFeature);
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
