import { useEffect, type RefObject } from 'react';
import { focusFirstField } from './focusFirstField';

/**
 * What antd's Modal and Drawer do for a window drawn in the page rather than in a portal (a
 * composer docked at the bottom of the page): it takes the focus when it opens (its first field,
 * else the window itself, which needs `tabIndex={-1}`) and gives it back when it closes to what
 * had it (the button that opened it), when the focus would otherwise be lost.
 *
 * Such a window is either modal (`role="dialog"`, `aria-modal="true"`, Tab kept inside with
 * `trapFocus`) or says it is not: `role="region"` with a name, the rest of the page at hand.
 */
export function usePanelFocus(panelRef: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = panelRef.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (panel && !panel.contains(document.activeElement) && !focusFirstField(panel)) panel.focus();
    return () => {
      // Someone who moved on (clicked a link of the page) keeps their place.
      const active = document.activeElement;
      const lost = active === null || active === document.body || !!panel?.contains(active);
      if (lost && opener?.isConnected) opener.focus();
    };
  }, [panelRef]);
}
