import { lazyData } from '../../server';
import type { UsersData } from './model';

// The domain's data handle, apart from its model's helpers: the server's domain table
// (src/domains/index.ts) names it from the start; the helpers load with the domain's first call.

export const usersData = lazyData<UsersData>('users', () => import('./data'));

/**
 * How many users `scale` 1 generates. Counts are `round(baseUserCount × scale)`: scale 200 is the
 * 10,000-user directory the performance checks use.
 */
export const baseUserCount = 50;
