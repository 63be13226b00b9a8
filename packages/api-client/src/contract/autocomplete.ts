import type { z } from 'zod';
import type { autocompleteItemSchema } from '../schemas/autocomplete';

export type AutocompleteItem = z.output<typeof autocompleteItemSchema>;
