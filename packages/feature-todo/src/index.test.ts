import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import { todoFeature } from './index';

describe('todoFeature', () => {
  it('serves the board, a filter’s view and a tag’s, for admins only', () => {
    expectAdminOnlyRoutes(
      todoFeature,
      ['/apps/todo', '/apps/todo/tag/:tag', '/apps/todo/:filter'],
      /^todo:titles\./,
    );
  });

  it('loads its view lazily, and has no slice or saga of its own (its data is server state)', async () => {
    await expectLazyServerStateFeature(todoFeature);
  });

  it('puts Todo in the Apps section of the menu', () => {
    expect(todoFeature.navigation).toEqual([
      expect.objectContaining({
        title: 'todo:nav.todo',
        section: 'common:section.apps',
        path: '/apps/todo',
      }),
    ]);
  });
});
