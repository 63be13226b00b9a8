import { Grid } from 'antd';

/**
 * Whether the viewport reaches antd's `lg` breakpoint (the menu sits beside the page; below it
 * the menu opens in a drawer). antd only knows the screen after its first layout effect; until
 * then assume a desktop, which is corrected before the first paint.
 */
export function useIsDesktop(): boolean {
  return Grid.useBreakpoint().lg !== false;
}
