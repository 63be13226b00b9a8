import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchItem } from '@tessera/api-client';

/** A page's title in the interface language (by its target), else the server's English title. */
export function usePageTitle(): (page: Pick<SearchItem, 'target' | 'title'>) => string {
  const { t } = useTranslation('search');
  return useCallback((page) => t(`pages.${page.target}`, { defaultValue: page.title }), [t]);
}
