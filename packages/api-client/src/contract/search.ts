import type { z } from 'zod';
import type {
  mainSearchResponseSchema,
  searchContactSchema,
  searchFileSchema,
  searchGroupSchema,
  searchItemSchema,
} from '../schemas/search';

export type SearchItem = z.output<typeof searchItemSchema>;
export type SearchFile = z.output<typeof searchFileSchema>;
export type SearchContact = z.output<typeof searchContactSchema>;
export type SearchGroup = z.output<typeof searchGroupSchema>;
export type MainSearchResponse = z.output<typeof mainSearchResponseSchema>;
