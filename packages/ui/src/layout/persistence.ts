import type { Store } from '@reduxjs/toolkit';
import { applyDocumentLayout, writeStoredLayout, type LayoutSettings } from './settings';
import { selectOwnLayout, type LayoutState } from './slice';

/**
 * Keeps localStorage and the <html> attributes in step with the layout slice. Returns the
 * unsubscribe function. What is stored is the user's own choice: a setting a page holds while it
 * shows (`useLayoutWhileMounted`) is drawn, never stored, so a reload there keeps the user's.
 */
export function persistLayout(store: Store<{ layout: LayoutState }>): () => void {
  let previous: LayoutState | undefined;
  let previousOwn: LayoutSettings | undefined;
  const sync = () => {
    const state = store.getState();
    const layout = state.layout;
    if (layout === previous) return;
    const own = selectOwnLayout(state);
    if (
      !previousOwn ||
      own.skin !== previousOwn.skin ||
      own.direction !== previousOwn.direction ||
      own.menuCollapsed !== previousOwn.menuCollapsed ||
      own.pageTabs !== previousOwn.pageTabs
    ) {
      writeStoredLayout(own);
    }
    if (!previous || layout.skin !== previous.skin || layout.direction !== previous.direction) {
      applyDocumentLayout(layout);
    }
    previous = layout;
    previousOwn = own;
  };
  sync();
  return store.subscribe(sync);
}
