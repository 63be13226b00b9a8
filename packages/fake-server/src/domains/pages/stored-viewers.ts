import { z } from 'zod';
import type { ProfileViewer } from './model';

/**
 * In a browser what an account liked and voted for on the profile page outlives a page reload,
 * as its settings do (./stored-accounts.ts): kept in localStorage, per user id. Outside a browser
 * (the Node contract tests) it lives in memory only.
 */
export const viewersStorageKey = 'tessera.fakeServer.profileViewers';

const storedSchema = z.record(
  z.string(),
  z.object({
    liked: z.array(z.number().int().positive()),
    votes: z.record(z.string(), z.number().int().positive()),
  }),
);

function browserStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function readAll(): Record<string, ProfileViewer> {
  const stored = browserStorage()?.getItem(viewersStorageKey);
  if (!stored) return {};
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    // A hand-edited value must not break the server: every viewer starts afresh.
    return {};
  }
}

/** What earlier visits saved, by user id. */
export function loadStoredViewers(): Map<number, ProfileViewer> {
  return new Map(Object.entries(readAll()).map(([id, viewer]) => [Number(id), viewer]));
}

export function saveStoredViewer(userId: number, viewer: ProfileViewer): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    storage.setItem(viewersStorageKey, JSON.stringify({ ...readAll(), [userId]: viewer }));
  } catch {
    // A full storage keeps the change in memory for this visit only.
  }
}
