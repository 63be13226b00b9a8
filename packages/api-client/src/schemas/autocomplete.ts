import { z } from 'zod';
import { positiveInt } from './common';

export const autocompleteItemSchema = z.object({
  id: positiveInt(),
  title: z.string().min(1),
  rank: z.number(),
});

export const autocompleteResponseSchema = z.array(autocompleteItemSchema);
