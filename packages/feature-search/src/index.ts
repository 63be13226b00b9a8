import { defineFeature } from '@tessera/ui';
import { BookmarksSlot } from './navbar/BookmarksSlot';
import { SearchSlot } from './navbar/SearchSlot';

/**
 * Global search (Ctrl+K) and bookmarks in the navbar. The descriptor loads with the first page;
 * the slice and saga with the app layout, the search window when first opened.
 */
export const searchFeature = defineFeature({
  id: 'search',
  namespace: 'search',
  routes: [],
  store: () => import('./store').then((module) => module.searchStore),
  navbar: [
    { key: 'global-search', placement: 'start', order: 10, component: SearchSlot },
    { key: 'bookmarks', placement: 'start', order: 20, component: BookmarksSlot },
  ],
});
