import type { SearchContact, SearchFile } from '@tessera/api-client';
import type { GroupTitle, SearchCatalog } from '../store/slice';
import type { Page } from './pages';

export type SearchResult =
  | { kind: 'page'; key: string; page: Page }
  | { kind: 'file'; key: string; file: SearchFile }
  | { kind: 'contact'; key: string; contact: SearchContact };

export interface ResultGroup {
  title: GroupTitle;
  results: SearchResult[];
}

/** What a query runs over: the app's pages (those the user may open) and the server's finds. */
export type Searchable = Pick<SearchCatalog, 'files' | 'contacts' | 'limits'> & {
  pages: readonly Page[];
};

/** Case-insensitive: does any of the fields contain the query (an empty query matches all)? */
export function matches(query: string, ...fields: string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || fields.some((field) => field.toLocaleLowerCase().includes(needle));
}

/**
 * The results for a query, grouped into Pages, Files and Contacts, each cut to the group's limit
 * (at most 4). Pages match on their title, files on title or author, contacts on name or email.
 * Empty groups are left out.
 */
export function searchResults(catalog: Searchable, query: string): ResultGroup[] {
  const pages = catalog.pages
    .filter((page) => matches(query, page.title))
    .map((page): SearchResult => ({ kind: 'page', key: `page-${page.link}`, page }));
  // Files have no id: their position in the catalog keys them.
  const files = catalog.files.flatMap((file, index): SearchResult[] =>
    matches(query, file.title, file.by) ? [{ kind: 'file', key: `file-${index}`, file }] : [],
  );
  const contacts = catalog.contacts
    .filter((contact) => matches(query, contact.title, contact.email))
    .map((contact): SearchResult => ({
      kind: 'contact',
      key: `contact-${contact.email}`,
      contact,
    }));

  const groups: ResultGroup[] = [
    { title: 'Pages', results: pages.slice(0, catalog.limits.Pages) },
    { title: 'Files', results: files.slice(0, catalog.limits.Files) },
    { title: 'Contacts', results: contacts.slice(0, catalog.limits.Contacts) },
  ];
  return groups.filter((group) => group.results.length > 0);
}

/** The next active position when moving by `step` through `count` results, wrapping around. */
export function moveActive(current: number, step: 1 | -1, count: number): number {
  if (count === 0) return -1;
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
