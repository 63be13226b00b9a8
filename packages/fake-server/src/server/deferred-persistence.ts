import type { Db } from './db';
import type { Persistence, PersistenceOptions } from './persistence';

/** The IndexedDB database that keeps the data, a record per domain. */
export const databaseName = 'tessera-fake-server';
/** Where the servers of the other tabs hear of each change. */
export const channelName = 'tessera-fake-server';

/** What one tab's server tells the others: these domains were saved, or all went back to the seed. */
export type SyncMessage = { type: 'changed'; names: string[] } | { type: 'reset' };

/**
 * Persistence that costs a visit nothing until there is something to keep: IndexedDB's code
 * (its wrapper included) loads when a snapshot may already be there (an earlier visit changed
 * something), at the first change, or when another tab says it changed the data. A visit that
 * only reads, from a browser with nothing saved, never loads it.
 */
export function deferPersistence(
  db: Db,
  options: Omit<PersistenceOptions, 'tell'>,
): Omit<Persistence, 'receive'> & { close(): void } {
  const channel =
    typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(channelName);
  let loading: Promise<Persistence> | undefined;
  const load = () =>
    (loading ??= import('./persistence').then(({ createPersistence }) =>
      createPersistence(db, { ...options, tell: (message) => channel?.postMessage(message) }),
    ));
  if (channel) {
    channel.onmessage = async ({ data }: MessageEvent<SyncMessage>) => (await load()).receive(data);
  }
  return {
    // Asked at each read until it loads: another tab may have saved since.
    read: async (name) =>
      loading || (await databaseMayExist()) ? (await load()).read(name) : undefined,
    change: async (handle) => (await load()).change(handle),
    clear: async () => (await load()).clear(),
    saved: async () => (await loading)?.saved(),
    close: () => channel?.close(),
  };
}

/** Whether this browser holds the database; when it cannot tell (no listing), it may. */
async function databaseMayExist(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return databases.some((database) => database.name === databaseName);
  } catch {
    // No IndexedDB at all, or no way to list it: opening it will say (refused, or there).
    return true;
  }
}
