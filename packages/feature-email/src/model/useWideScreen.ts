import { useSyncExternalStore } from 'react';

/** antd's `md` breakpoint: from here the sidebar sits beside the list. */
const query = '(min-width: 768px)';

const subscribe = (onChange: () => void) => {
  const media = window.matchMedia(query);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
};

/**
 * Whether the screen is wide enough for the sidebar, right from the first render (antd's
 * Grid.useBreakpoint answers only after mounting: a phone first drew the desktop layout, then
 * jumped to the drawer, a layout shift of 0.39).
 */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => true,
  );
}
