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

/** `'auth:titles.login'` → `'auth'`; a key without a namespace is in `common`. */
const namespaceOf = (key: string) => (key.includes(':') ? key.split(':')[0] : 'common');

/**
 * Sets document.title from the route's translated title. The title's namespace may still be on
 * its way (it loads with the page): without suspending, the title follows once it is there.
 */
export function DocumentTitle() {
  const meta = useRouteMeta();
  const { t, ready } = useTranslation(namespaceOf(meta?.title ?? ''), { useSuspense: false });
  const title = meta?.title && ready ? t(meta.title) : undefined;
  useEffect(() => {
    document.title = title ? `${title} · ${productName}` : productName;
  }, [title]);
  return null;
}
