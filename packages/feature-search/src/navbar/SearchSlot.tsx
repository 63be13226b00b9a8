import { lazyView, useAccess } from '@tessera/ui';

// The launcher (a button and the Ctrl+K shortcut) loads with the default layout; the search
// window itself only when it is first opened.
const SearchLauncher = lazyView(() => import('./SearchLauncher'));

/** The navbar's global search, for signed-in users only. */
export function SearchSlot() {
  const { isSignedIn } = useAccess();
  if (!isSignedIn) return null;
  return <SearchLauncher />;
}
