import { lazyData } from '../../server';
import type { DatatablesData } from './model';

// The domain's data handle: named from the start (./index.ts), while the data itself loads with
// the domain's first call. It uses the model's types; the model imports none of the domain's files.

export const datatablesData = lazyData<DatatablesData>('datatables', () => import('./data'));
