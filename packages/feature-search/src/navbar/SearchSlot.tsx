import { lazy, Suspense } from 'react';
import { useAccess } from '@tessera/ui';

// The launcher (a button and the Ctrl+K shortcut) loads with the default layout; the search
// window itself only when it is first opened.
const SearchLauncher = lazy(() => import('./SearchLauncher'));

/** The navbar's global search, for signed-in users only. */
export function SearchSlot() {
  const { isSignedIn } = useAccess();
  if (!isSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <SearchLauncher />
    </Suspense>
  );
}
