import { lazyData } from '../../server';
import type { AuthData } from './model';

// The domain's data handle, apart from its model: the server names it from the start, and the
// data it loads uses the model's types.

export const authData = lazyData<AuthData>('auth', () => import('./data'));
