import { useCallback, useMemo } from 'react';
import { matchPath } from 'react-router';
import { canAccess, useAccess, useFeatures } from '@tessera/ui';

/**
 * Whether the current user may open a page, judged like the router's guard judges its route:
 * public pages for all, visitor-only pages for visitors, the rest by the route's ability. A page
 * no feature declares a route for (its app has not landed) is never offered: it would only lead
 * to "page not found".
 */
export function usePageAccess(): (page: { link: string }) => boolean {
  const features = useFeatures();
  const { ability, isSignedIn } = useAccess();
  const routes = useMemo(
    () => features.flatMap((feature) => feature.routes).filter((route) => route.path !== '*'),
    [features],
  );
  return useCallback(
    ({ link }) => {
      const route = routes.find(({ path }) => matchPath({ path, end: true }, link));
      if (!route) return false;
      if (route.meta?.public) return true;
      if (route.meta?.authPage) return !isSignedIn;
      return isSignedIn && canAccess(ability, route.meta);
    },
    [routes, ability, isSignedIn],
  );
}
