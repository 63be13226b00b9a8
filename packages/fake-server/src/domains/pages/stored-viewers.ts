import { z } from 'zod';
import { storedPerUser } from '../../server';
import type { ProfileViewer } from './model';

/** What an account liked and voted for on the profile page outlives a page reload, per user id. */
export const viewersStorageKey = 'tessera.fakeServer.profileViewers';

const viewers = storedPerUser<ProfileViewer>(
  viewersStorageKey,
  z.object({
    liked: z.array(z.number().int().positive()),
    votes: z.record(z.string(), z.number().int().positive()),
  }),
);

/** What earlier visits saved, by user id. */
export const loadStoredViewers = (): Map<number, ProfileViewer> => viewers.loadAll();

export const saveStoredViewer = (userId: number, viewer: ProfileViewer): void =>
  viewers.save(userId, viewer);
