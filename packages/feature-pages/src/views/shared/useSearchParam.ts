import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * One search parameter of the page's URL, as state: a deep link and a reload show the same thing.
 * A change replaces the history entry, so Back leaves the page rather than undoing each keystroke.
 */
export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = useCallback(
    (next: string) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}
