import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import type { RouteMeta } from '../feature/types';
import { productName } from './Logo';

/** The deepest route's meta, as every route carries it in its handle. */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as { meta?: RouteMeta } | undefined;
    if (handle?.meta) return handle.meta;
  }
  return undefined;
}

/** Sets document.title from the route's translated title. */
export function DocumentTitle() {
  const meta = useRouteMeta();
  const { t } = useTranslation();
  const title = meta?.title ? t(meta.title) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title]);
  return null;
}
