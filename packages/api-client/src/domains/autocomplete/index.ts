import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { positiveInt } from '../../common';
import { autocompleteQueryMaxLength } from './constants';

export * from './constants';

export const autocompleteItemSchema = z.object({
  id: positiveInt(),
  title: z.string().min(1),
  /** Its place among all titles, 1 first: the answer comes in that order. */
  rank: z.number(),
});

/** What to look for: titles holding `q`, in any case; every title without it. */
export const autocompleteQuerySchema = z.object({
  q: z.string().trim().max(autocompleteQueryMaxLength).default(''),
});

export const autocompleteResponseSchema = z.array(autocompleteItemSchema);

export const autocompleteDomain = defineDomain('autocomplete', {
  /** The titles matching `q`, best ranked first. */
  list: endpoint({
    method: 'get',
    path: '/api/autocomplete/data',
    input: autocompleteQuerySchema,
    output: autocompleteResponseSchema,
  }),
});

export type AutocompleteItem = z.output<typeof autocompleteItemSchema>;
export type AutocompleteQuery = z.input<typeof autocompleteQuerySchema>;
