import { accountSettingsSchema, apiKeySchema } from '@tessera/api-client/schemas';
import { z } from 'zod';
import { storedPerUser } from '../../server';
import type { AccountRecord } from './model';

/** An account's settings and API keys outlive a page reload, per user id. */
export const accountsStorageKey = 'tessera.fakeServer.accounts';

const accounts = storedPerUser<AccountRecord>(
  accountsStorageKey,
  z.object({
    settings: accountSettingsSchema,
    keys: z.array(apiKeySchema),
    lastKeyId: z.number().int().nonnegative(),
  }),
);

/** The account an earlier visit saved, or null. */
export const loadStoredAccount = (userId: number): AccountRecord | null => accounts.load(userId);

export const saveStoredAccount = (userId: number, account: AccountRecord): void =>
  accounts.save(userId, account);
