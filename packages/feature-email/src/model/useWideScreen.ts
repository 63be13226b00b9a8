import { useMediaQuery } from '@tessera/ui';

/** antd's `md` breakpoint: from here the sidebar sits beside the list. */
const query = '(min-width: 768px)';

/** Whether the screen is wide enough for the sidebar, right from the first render. */
export function useWideScreen(): boolean {
  return useMediaQuery(query, true);
}
