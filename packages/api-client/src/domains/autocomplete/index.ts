import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { positiveInt } from '../../common';

export const autocompleteItemSchema = z.object({
  id: positiveInt(),
  title: z.string().min(1),
  rank: z.number(),
});

export const autocompleteResponseSchema = z.array(autocompleteItemSchema);

export const autocompleteDomain = defineDomain('autocomplete', {
  list: endpoint({
    method: 'get',
    path: '/api/autocomplete/data',
    output: autocompleteResponseSchema,
  }),
});

export type AutocompleteItem = z.output<typeof autocompleteItemSchema>;
