import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether the media query matches, right from the first render and live after (antd's
 * Grid.useBreakpoint answers only after mounting: a phone first rendered the desktop layout,
 * then the whole page again). `otherwise` answers where there is no matchMedia (server, tests).
 */
export function useMediaQuery(query: string, otherwise = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const media = window.matchMedia?.(query);
      media?.addEventListener?.('change', onChange);
      return () => media?.removeEventListener?.('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? otherwise,
    () => otherwise,
  );
}
