import { useSyncExternalStore } from 'react';

/** Why the demo's data is kept in this page only: storage refused, or full. */
export type DemoStorageProblem = 'refused' | 'full';

/**
 * The demo's own data (the simulated server's), as the shell offers it (`provideDemoData`): ui
 * knows no server. Without a simulated server there is none.
 */
export interface DemoData {
  /** Back to the sample data, here and in the other tabs. */
  reset(): Promise<void>;
  /** Set when the data can no longer be saved: it lasts only while the page stays open. */
  problem: DemoStorageProblem | null;
}

// Held here, not in a React context, so that the first page carries none of it: the shell
// provides it when the simulated server starts.
let current: DemoData | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The shell hands over the demo data (again, when its problem changes; null: none). */
export function provideDemoData(value: DemoData | null): void {
  current = value;
  for (const listener of listeners) listener();
}

/** The demo data's actions, or null when a real server answers. */
export function useDemoData(): DemoData | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
