import { useCallback } from 'react';
import { canAccess, useAccess, type RouteMeta } from '@tessera/ui';

/**
 * Whether the current user may open a route the features declare, judged like the router's
 * guard judges it: public pages for all, visitor-only pages for visitors, the rest by the route's
 * ability. It takes the route itself: finding each page's route again by its path would build a
 * pattern per route for every page offered, on every signed-in page (the bookmarks).
 */
export function useRouteAccess(): (route: { meta?: RouteMeta }) => boolean {
  const { ability, isSignedIn } = useAccess();
  return useCallback(
    ({ meta }) => {
      if (meta?.public) return true;
      if (meta?.authPage) return !isSignedIn;
      return isSignedIn && canAccess(ability, meta);
    },
    [ability, isSignedIn],
  );
}
