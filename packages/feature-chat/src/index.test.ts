import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { chatFeature } from './index';

describe('chatFeature', () => {
  it('serves the chat page, for admins only', () => {
    expectAdminOnlyRoutes(chatFeature, ['/apps/chat'], /^chat:titles\./);
  });

  it('loads its view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(chatFeature);
  });

  it('puts Chat in the Apps section of the menu', () => {
    expect(chatFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'chat:nav.chat',
        section: 'common:section.apps',
        path: '/apps/chat',
      }),
    ]);
  });
});
