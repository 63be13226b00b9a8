import { useCallback, useMemo } from 'react';
import { matchPath } from 'react-router';
import { useFeatures } from './FeaturesContext';

/**
 * Whether a page exists at a path, from the routes the features declare. Menus, bookmarks and
 * search build their entries with it, so an entry appears the day its page lands and never
 * leads to "page not found" before.
 */
export function useRouteExists(): (path: string) => boolean {
  const features = useFeatures();
  const patterns = useMemo(
    () =>
      features
        .flatMap((feature) => feature.routes.map((route) => route.path))
        // The catch-all is the not-found page: it answers every path, but exists for none.
        .filter((pattern) => !pattern.includes('*')),
    [features],
  );
  return useCallback(
    (path: string) => {
      const pathname = path.split(/[?#]/)[0];
      return patterns.some((pattern) => matchPath({ path: pattern, end: true }, pathname) !== null);
    },
    [patterns],
  );
}
