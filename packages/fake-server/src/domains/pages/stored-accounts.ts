import { accountSettingsSchema, apiKeySchema } from '@tessera/api-client/schemas';
import { z } from 'zod';
import type { AccountRecord } from './model';

/**
 * In a browser an account's settings and API keys outlive a page reload, as a real server's
 * would: the fake server keeps them in localStorage, per user id. Outside a browser (the Node
 * contract tests) they live in memory only.
 */
export const accountsStorageKey = 'tessera.fakeServer.accounts';

const storedSchema = z.record(
  z.string(),
  z.object({
    settings: accountSettingsSchema,
    keys: z.array(apiKeySchema),
    lastKeyId: z.number().int().nonnegative(),
  }),
);

function browserStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

function readAll(): Record<string, AccountRecord> {
  const stored = browserStorage()?.getItem(accountsStorageKey);
  if (!stored) return {};
  try {
    const parsed = storedSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : {};
  } catch {
    // A hand-edited value must not break the server: every account starts from the seed.
    return {};
  }
}

/** The account an earlier visit saved, or null. */
export function loadStoredAccount(userId: number): AccountRecord | null {
  return readAll()[String(userId)] ?? null;
}

export function saveStoredAccount(userId: number, account: AccountRecord): void {
  const storage = browserStorage();
  if (!storage) return;
  try {
    storage.setItem(accountsStorageKey, JSON.stringify({ ...readAll(), [userId]: account }));
  } catch {
    // A full storage keeps the change in memory for this visit only.
  }
}
