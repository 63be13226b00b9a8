import { openDB, type IDBPDatabase } from 'idb';
import type { Db } from './db';
import { databaseName, type SyncMessage } from './deferred-persistence';
import type { LazyData } from './lazy-data';
import type { Reply } from './router';

/** Why the data lives in memory only: storage refused (IndexedDB will not open) or full. */
export type StorageProblem = 'refused' | 'full';

export interface PersistenceOptions {
  /** What a snapshot must carry to be read back: another seed, scale or shape is ignored. */
  version: string;
  /** Another tab changed the data (or reset it): what this tab shows is out of date. */
  onDataChanged?: () => void;
  /** Saving stopped: the data lives in this page only from now on. Told once. */
  onStorageProblem?: (problem: StorageProblem) => void;
  /** Tells the servers of the other tabs (their `receive`). */
  tell: (message: SyncMessage) => void;
}

export interface Persistence {
  /** A domain's saved data, or undefined (none, another version, or no storage): Db's `stored`. */
  read(name: string): Promise<unknown>;
  /**
   * Runs a call that may change data (the router's `changing`) and, when it succeeds, saves the
   * domains it may have changed: every domain loaded while a change ran (a read running
   * meanwhile adds one too many, never one too few), then tells the other tabs. It answers once
   * the save is done, so a reload right after the answer finds the change; a save that fails
   * (storage refused or full) still answers the success, kept in memory.
   */
  change(handle: () => Promise<Reply>): Promise<Reply>;
  /** Forgets what was saved (here and in storedValue's storages), and tells the other tabs to go back to the seed too. */
  clear(): Promise<void>;
  /** Resolves once the saves asked for so far are done. */
  saved(): Promise<unknown>;
  /** Takes what another tab's server said: its saved domains, or the seed again. */
  receive(message: SyncMessage): Promise<void>;
}

/** Every value the domains keep in the page's storages starts so (`tessera.fakeServer.bookmarks`…). */
export const storedKeyPrefix = 'tessera.fakeServer.';

/** Forgets the values the domains keep in this page's storages: the demo's data is reset. */
export function forgetStoredValues(): void {
  for (const storage of [globalThis.localStorage, globalThis.sessionStorage]) {
    if (!storage) continue;
    const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index));
    for (const key of keys) {
      if (key?.startsWith(storedKeyPrefix)) storage.removeItem(key);
    }
  }
}

const storeName = 'domains';

interface Snapshot {
  version: string;
  data: unknown;
}

/**
 * The fake server's data kept in IndexedDB, a record per domain, so the demo survives a reload,
 * and shared with the other tabs (`tell`, `receive`: deferPersistence's BroadcastChannel). Storage that is refused or full is
 * no error: the data stays in memory, as without persistence, and the user is told once.
 */
export function createPersistence(db: Db, options: PersistenceOptions): Persistence {
  const { version, onDataChanged, onStorageProblem, tell } = options;
  let problem: StorageProblem | null = null;
  const stop = (reason: StorageProblem) => {
    if (problem) return;
    problem = reason;
    onStorageProblem?.(reason);
  };
  let opening: Promise<IDBPDatabase | null> | undefined;
  const open = () =>
    // In an async function, so that a browser without IndexedDB (which throws) is refused too.
    (opening ??= (async () =>
      openDB(databaseName, 1, {
        upgrade: (database) => database.createObjectStore(storeName),
      }))().catch(() => {
      stop('refused');
      return null;
    }));
  // Saves run one after the other, in the order of the changes.
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (step: (database: IDBPDatabase) => Promise<void>) => {
    const next = queue.then(async () => {
      const database = await open();
      if (!database || problem) return;
      try {
        await step(database);
      } catch (error) {
        stop((error as Error).name === 'QuotaExceededError' ? 'full' : 'refused');
      }
    });
    queue = next;
    return next;
  };

  let changes = 0;
  const touched = new Set<LazyData<unknown>>();
  db.onLoad = (data) => {
    if (changes > 0) touched.add(data);
  };
  const save = (domains: LazyData<unknown>[]) =>
    enqueue(async (database) => {
      const found = domains.filter((data) => db.loaded.has(data));
      if (found.length === 0) return;
      const values = await Promise.all(found.map((data) => db.loaded.get(data)));
      const transaction = database.transaction(storeName, 'readwrite');
      // Each value is copied (structured clone) as it is put: the data as it is now.
      await Promise.all([
        ...found.map((data, index) =>
          transaction.store.put({ version, data: values[index] } satisfies Snapshot, data.name),
        ),
        transaction.done,
      ]);
      tell({ type: 'changed', names: found.map((data) => data.name) });
    });

  const read = async (name: string) => {
    const database = await open();
    if (!database || problem) return undefined;
    try {
      const snapshot = (await database.get(storeName, name)) as Snapshot | undefined;
      return snapshot?.version === version ? snapshot.data : undefined;
    } catch {
      return undefined;
    }
  };
  return {
    read,
    change: async (handle) => {
      changes += 1;
      try {
        const reply = await handle();
        if (reply.status < 400) await save([...touched]);
        return reply;
      } finally {
        changes -= 1;
        // Overlapping changes each save every domain any of them used.
        if (changes === 0) touched.clear();
      }
    },
    clear: async () => {
      forgetStoredValues();
      await enqueue((database) => database.clear(storeName));
      tell({ type: 'reset' });
    },
    saved: () => queue,
    receive: async (message) => {
      if (message.type === 'reset') {
        forgetStoredValues();
        db.reset();
      } else {
        // The domains this tab holds take the other tab's data; the others read it when used.
        for (const data of [...db.loaded.keys()]) {
          if (!message.names.includes(data.name)) continue;
          const value = await read(data.name);
          if (value !== undefined) db.loaded.set(data, Promise.resolve(value));
        }
      }
      onDataChanged?.();
    },
  };
}
