import { z } from 'zod';

/** A value the fake server keeps across page reloads: what the last save left, or null. */
export interface StoredValue<Value> {
  load(): Value | null;
  save(value: Value): void;
}

/**
 * In a browser some of the fake server's data outlives a page reload, as a real server's would:
 * it is kept under `key` in localStorage (or sessionStorage: gone with the tab). Outside a browser
 * (the Node contract tests) there is no storage, and the data lives in memory only. What is read
 * back must pass `schema`: a hand-edited value does not break the server, it starts from the seed.
 */
export function storedValue<Value>(
  key: string,
  schema: z.ZodType<Value>,
  kind: 'local' | 'session' = 'local',
): StoredValue<Value> {
  const storage = (): Storage | null => {
    const found = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return found ?? null;
  };
  return {
    load() {
      const stored = storage()?.getItem(key);
      if (!stored) return null;
      try {
        const parsed = schema.safeParse(JSON.parse(stored));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    save(value) {
      try {
        storage()?.setItem(key, JSON.stringify(value));
      } catch {
        // A full storage keeps the change in memory for this visit only.
      }
    },
  };
}

/** A stored value per signed-in user (their settings, what they liked), under one key. */
export function storedPerUser<Value>(key: string, schema: z.ZodType<Value>) {
  const all = storedValue(key, z.record(z.string(), schema));
  return {
    /** What an earlier visit saved for this user, or null. */
    load: (userId: number): Value | null => all.load()?.[String(userId)] ?? null,
    /** What earlier visits saved, by user id. */
    loadAll: (): Map<number, Value> =>
      new Map(Object.entries(all.load() ?? {}).map(([id, value]) => [Number(id), value])),
    save: (userId: number, value: Value) => all.save({ ...all.load(), [userId]: value }),
  };
}
