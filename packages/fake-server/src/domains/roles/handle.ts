import { lazyData } from '../../server';
import type { RolesData } from './model';

// The domain's data handle, apart from its model's helpers: the server's domain table
// (src/domains/index.ts) names it from the start; the helpers load with the domain's first call.

export const rolesData = lazyData<RolesData>('roles', () => import('./data'));
