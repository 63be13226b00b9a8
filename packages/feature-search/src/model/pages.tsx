import { FileOutlined } from '@ant-design/icons';
import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { shellKey, useFeatures } from '@tessera/ui';
import { useRouteAccess } from './pageAccess';

/** A page of the app as search and the bookmarks offer it: one of the features' routes. */
export interface Page {
  /** The route's path: what opens the page, and what a bookmark names. */
  link: string;
  /** In the interface language. */
  title: string;
  icon: ComponentType;
}

/** A path with a parameter (`/apps/user/view/:id`) or the catch-all names no one page. */
const namesOnePage = (path: string) => !/[:*]/.test(path);

/**
 * The pages search and the bookmarks offer, in the order the features declare them: each route
 * with a title and a path without parameters that the user may open, unless its meta says
 * `search: false`. Its title is its search title or its page title, from the shell namespace.
 */
export function usePages(): Page[] {
  const { t } = useTranslation();
  const features = useFeatures();
  const canOpen = useRouteAccess();
  return useMemo(
    () =>
      features
        .flatMap((feature) => feature.routes)
        .flatMap((route): Page[] => {
          const { path, meta } = route;
          if (!meta?.title || meta.search === false) return [];
          if (!namesOnePage(path) || !canOpen(route)) return [];
          const title = t(shellKey(meta.search?.title ?? meta.title));
          return [{ link: path, title, icon: meta.search?.icon ?? FileOutlined }];
        }),
    [features, canOpen, t],
  );
}

/** A page's icon, beside its title (which names it). */
export function PageIcon({ page }: { page: Page }) {
  const { icon: Icon } = page;
  return (
    <span className="page-icon" aria-hidden>
      <Icon />
    </span>
  );
}
