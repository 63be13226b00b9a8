import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { searchGroupLimit } from './constants';

export * from './constants';

export const searchFileSchema = z.object({
  title: z.string().min(1),
  by: z.string().min(1),
  /** Human readable, e.g. '1.2 MB'. */
  size: z.string().min(1),
  /** A file-type key: 'pdf', 'doc', 'xls', 'ppt', 'zip', 'img', 'txt'. */
  file: z.string().min(1),
});

export const searchContactSchema = z.object({
  title: z.string().min(1),
  email: z.email(),
  /** An image URL (the fake server sends data: URLs). */
  img: z.string().min(1),
  /** An ISO date, YYYY-MM-DD. */
  date: z.iso.date(),
});

const group = <Title extends string, Item extends z.ZodType>(title: Title, item: Item) =>
  z.object({
    groupTitle: z.literal(title),
    searchLimit: z.literal(searchGroupLimit),
    data: z.array(item),
  });

/**
 * What the server finds: files and contacts. The app's pages are the app's own routes: the client
 * offers them beside these, in the user's language.
 */
export const searchGroupSchema = z.discriminatedUnion('groupTitle', [
  group('Files', searchFileSchema),
  group('Contacts', searchContactSchema),
]);

export const mainSearchResponseSchema = z.object({ searchArr: z.array(searchGroupSchema) });

export const searchDomain = defineDomain('search', {
  /** The files and contacts global search can find, in their groups. */
  list: endpoint({
    method: 'get',
    path: '/api/main-search/data',
    output: mainSearchResponseSchema,
  }),
});

export type SearchFile = z.output<typeof searchFileSchema>;
export type SearchContact = z.output<typeof searchContactSchema>;
export type SearchGroup = z.output<typeof searchGroupSchema>;
export type MainSearchResponse = z.output<typeof mainSearchResponseSchema>;
