import { lazyData } from '../../server';
import type { AutocompleteData } from './model';

// The domain's data handle: named from the start (./index.ts), while the data itself loads with
// the domain's first call.
export const autocompleteData = lazyData<AutocompleteData>('autocomplete', () => import('./data'));
