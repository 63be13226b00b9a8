import type { z } from 'zod';
import { paths } from '../paths';
import type { autocompleteItemSchema } from '../schemas/autocomplete';
import { getData } from './request';

export type AutocompleteItem = z.output<typeof autocompleteItemSchema>;

export function getAutocompleteItems(): Promise<AutocompleteItem[]> {
  return getData(paths.autocomplete.list);
}
