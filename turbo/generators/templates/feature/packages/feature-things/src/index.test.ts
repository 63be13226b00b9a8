import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { thingsFeature } from './index';

describe('thingsFeature', () => {
  it('serves the list and one thing, for admins only', () => {
    expectAdminOnlyRoutes(thingsFeature, ['/apps/things', '/apps/things/:id'], /^things:titles\./);
  });

  it('loads each view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(thingsFeature);
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
