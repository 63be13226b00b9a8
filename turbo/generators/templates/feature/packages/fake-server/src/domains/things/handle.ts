import { lazyData } from '../../server';
import type { ThingsData } from './model';

// The domain's data handle, apart from its model's helpers: the server's domain table
// (src/domains/index.ts) names it from the start; the data loads with the domain's first call.

export const thingsData = lazyData<ThingsData>('things', () => import('./data'));
