import { useId, useLayoutEffect } from 'react';
import { useDispatch } from 'react-redux';
import type { LayoutSettings } from './settings';
import { pageLayoutHeld, pageLayoutReleased } from './slice';

/**
 * Holds these layout settings while the calling component is mounted (a page that shows the
 * collapsed menu), then gives the user's own values back. They are drawn, never stored: a reload
 * on the page keeps the user's stored choice. A setting the user changes meanwhile (customizer,
 * menu toggle) becomes theirs at once and stays when the page is left.
 *
 * Applied before the browser paints, so the page never shows first with the user's layout.
 */
export function useLayoutWhileMounted(settings: Partial<LayoutSettings>): void {
  const dispatch = useDispatch();
  const owner = useId();
  // By value: a literal object, new at each render, must not release and hold again.
  const held = JSON.stringify(settings);
  useLayoutEffect(() => {
    dispatch(pageLayoutHeld({ owner, settings: JSON.parse(held) as Partial<LayoutSettings> }));
    return () => {
      dispatch(pageLayoutReleased(owner));
    };
  }, [dispatch, owner, held]);
}
