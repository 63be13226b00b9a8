import { lazyDialog } from '@tessera/ui';

/** The add and edit form loads when first opened, not with the page. */
export const ThingDrawer = lazyDialog(() =>
  import('./ThingDrawer').then((module) => ({ default: module.ThingDrawer })),
);
