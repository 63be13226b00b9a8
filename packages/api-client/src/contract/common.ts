import type { z } from 'zod';
import type { listQuerySchema, sortDirectionSchema } from '../schemas/common';

export type SortDirection = z.output<typeof sortDirectionSchema>;
/** What a caller may send to a list endpoint (all optional, defaults applied by the server). */
export type ListQuery = z.input<typeof listQuerySchema>;
