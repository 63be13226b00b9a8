import type { Store } from '@reduxjs/toolkit';
import { applyDocumentLayout, writeStoredLayout } from './settings';
import type { LayoutState } from './slice';

/**
 * Keeps localStorage and the <html> attributes in step with the layout slice. Returns the
 * unsubscribe function.
 */
export function persistLayout(store: Store<{ layout: LayoutState }>): () => void {
  let previous: LayoutState | undefined;
  const sync = () => {
    const layout = store.getState().layout;
    if (layout === previous) return;
    if (
      !previous ||
      layout.skin !== previous.skin ||
      layout.direction !== previous.direction ||
      layout.menuCollapsed !== previous.menuCollapsed
    ) {
      writeStoredLayout(layout);
      applyDocumentLayout(layout);
    }
    previous = layout;
  };
  sync();
  return store.subscribe(sync);
}
