import { useEffect, useMemo, useRef } from 'react';

/**
 * Timers that stop with the page: the demos fake a server's delay locally, and a timer left
 * running after the page has gone would change state nobody shows.
 */
export function useTimers() {
  const running = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const timers = running.current;
    return () => {
      timers.forEach((timer) => clearTimeout(timer));
      timers.clear();
    };
  }, []);
  return useMemo(
    () => ({
      /** Resolves after `ms`, unless the page has gone by then. */
      wait: (ms: number) =>
        new Promise<void>((resolve) => {
          const timer = setTimeout(() => {
            running.current.delete(timer);
            resolve();
          }, ms);
          running.current.add(timer);
        }),
    }),
    [],
  );
}
