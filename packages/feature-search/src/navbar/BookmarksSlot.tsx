import { lazyView, useAccess } from '@tessera/ui';

// Icons, tooltips and the picker load with the default layout, not with the first page.
const Bookmarks = lazyView(() => import('./Bookmarks'));

/** The navbar's bookmarks, for signed-in users only. */
export function BookmarksSlot() {
  const { isSignedIn } = useAccess();
  if (!isSignedIn) return null;
  return <Bookmarks />;
}
