// Every signed-in page must open cold, whatever its layout: the browser tests open each one
// (e2e/navigation.spec.ts). Those without the menu are listed there by hand, so this keeps the
// list complete.
import { bareSignedInPages } from '../../e2e/support/barePages';
import { features } from '../features';

describe('the bare signed-in pages the browser tests open cold', () => {
  it('are every signed-in route of the blank layout', () => {
    const bare = features
      .flatMap((feature) => feature.routes)
      .filter(({ meta }) => meta?.layout === 'blank' && !meta.authPage && !meta.public)
      .map(({ path }) => path);
    expect(bare.length).toBeGreaterThan(0);
    expect(Object.keys(bareSignedInPages).sort()).toEqual(bare.sort());
  });
});
