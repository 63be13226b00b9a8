import { lazyDialog } from '@tessera/ui';

/** The event form loads when first opened, not with the page. */
export const EventDrawer = lazyDialog(() =>
  import('./EventDrawer').then((module) => ({ default: module.EventDrawer })),
);
