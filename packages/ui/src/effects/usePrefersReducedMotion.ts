import { useMediaQuery } from './useMediaQuery';

/** Whether the user asked the system for less motion; follows the setting live. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
