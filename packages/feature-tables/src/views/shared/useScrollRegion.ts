import { useEffect, useRef } from 'react';

/**
 * A table whose body scrolls on its own (a fixed header, a virtual table) must be scrollable
 * from the keyboard too: its scroll box (`selector`, inside the returned ref) becomes a focusable
 * region named `label`, which the arrow keys, Page Down and End scroll.
 */
export function useScrollRegion<E extends HTMLElement>(selector: string, label: string) {
  const ref = useRef<E>(null);
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>(selector);
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  });
  return ref;
}
