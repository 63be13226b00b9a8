import { useMediaQuery } from '../../effects/useMediaQuery';

/** antd's `lg` breakpoint. */
const desktopQuery = '(min-width: 992px)';

/**
 * Whether the viewport reaches antd's `lg` breakpoint: the menu sits beside the page; below it
 * the menu opens in a drawer. Known from the first render, so a phone renders its layout once.
 */
export function useIsDesktop(): boolean {
  return useMediaQuery(desktopQuery, true);
}
