import type { Store } from '@reduxjs/toolkit';
import {
  applyDocumentLayout,
  storedLayoutKeys,
  writeStoredLayout,
  type LayoutSettings,
} from './settings';
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
    const before = previousOwn;
    if (!before || storedLayoutKeys.some((key) => own[key] !== before[key])) {
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
