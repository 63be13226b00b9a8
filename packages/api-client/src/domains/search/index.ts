import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { positiveInt } from '../../common';

/** A page of the app, as search results and bookmarks show it. */
export const searchItemSchema = z.object({
  id: positiveInt(),
  /** A stable key for the page, e.g. 'userList'. */
  target: z.string().min(1),
  title: z.string().min(1),
  /** An @ant-design/icons component name, e.g. 'UserOutlined'. */
  icon: z.string().regex(/^[A-Z][A-Za-z]+$/),
  /** The route path, e.g. '/apps/user/list'. */
  link: z.string().startsWith('/'),
  isBookmarked: z.boolean(),
});

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

/** Search results show at most this many items per group. */
export const searchGroupLimit = 4;

const group = <Title extends string, Item extends z.ZodType>(title: Title, item: Item) =>
  z.object({
    groupTitle: z.literal(title),
    searchLimit: z.literal(searchGroupLimit),
    data: z.array(item),
  });

export const searchGroupSchema = z.discriminatedUnion('groupTitle', [
  group('Pages', searchItemSchema),
  group('Files', searchFileSchema),
  group('Contacts', searchContactSchema),
]);

export const mainSearchResponseSchema = z.object({ searchArr: z.array(searchGroupSchema) });

export const searchDomain = defineDomain('search', {
  /** Everything global search can find, grouped into Pages, Files and Contacts. */
  list: endpoint({
    method: 'get',
    path: '/api/main-search/data',
    output: mainSearchResponseSchema,
  }),
});

export type SearchItem = z.output<typeof searchItemSchema>;
export type SearchFile = z.output<typeof searchFileSchema>;
export type SearchContact = z.output<typeof searchContactSchema>;
export type SearchGroup = z.output<typeof searchGroupSchema>;
export type MainSearchResponse = z.output<typeof mainSearchResponseSchema>;
