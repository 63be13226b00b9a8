import type { z } from 'zod';
import { paths } from '../paths';
import type {
  mainSearchResponseSchema,
  searchContactSchema,
  searchFileSchema,
  searchGroupSchema,
  searchItemSchema,
} from '../schemas/search';
import { getData } from './request';

export type SearchItem = z.output<typeof searchItemSchema>;
export type SearchFile = z.output<typeof searchFileSchema>;
export type SearchContact = z.output<typeof searchContactSchema>;
export type SearchGroup = z.output<typeof searchGroupSchema>;
export type MainSearchResponse = z.output<typeof mainSearchResponseSchema>;

/** Everything global search can find, grouped into Pages, Files and Contacts. */
export function getSearchData(): Promise<MainSearchResponse> {
  return getData(paths.search.list);
}
