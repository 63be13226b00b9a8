import type { AutocompleteItem } from '@tessera/api-client';
import { lazyData } from '../../server';

export const autocompleteData = lazyData<AutocompleteItem[]>(
  'autocomplete',
  () => import('./data'),
);
