import type { z } from 'zod';
import type {
  listQuerySchema,
  sortDirectionSchema,
  validationErrorSchema,
} from '../schemas/common';

export type SortDirection = z.output<typeof sortDirectionSchema>;
/** What a caller may send to a list endpoint (all optional, defaults applied by the server). */
export type ListQuery = z.input<typeof listQuerySchema>;
/** The body of a 400 that refuses an input. */
export type ValidationError = z.output<typeof validationErrorSchema>;
