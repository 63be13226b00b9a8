import type { SearchContact, SearchFile, SearchItem } from '@tessera/api-client';
import type { GroupTitle, SearchCatalog } from '../store/slice';

export type SearchResult =
  | { kind: 'page'; key: string; page: SearchItem }
  | { kind: 'file'; key: string; file: SearchFile }
  | { kind: 'contact'; key: string; contact: SearchContact };

export interface ResultGroup {
  title: GroupTitle;
  results: SearchResult[];
}

type Searchable = Pick<SearchCatalog, 'pages' | 'files' | 'contacts' | 'limits'>;

interface SearchOptions {
  /** The title a page is shown with (translated); it matches as well as the server's title. */
  pageTitle?: (page: SearchItem) => string;
  /** Pages the current user may open; the others are left out before counting. */
  canOpen?: (page: SearchItem) => boolean;
}

/** Case-insensitive: does any of the fields contain the query (an empty query matches all)? */
export function matches(query: string, ...fields: string[]): boolean {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || fields.some((field) => field.toLocaleLowerCase().includes(needle));
}

/**
 * The results for a query, grouped into Pages, Files and Contacts, each cut to the group's limit
 * (SPEC: at most 4). Pages match on their title, files on title or author, contacts on name or
 * email. Empty groups are left out.
 */
export function searchResults(
  catalog: Searchable,
  query: string,
  { pageTitle = (page) => page.title, canOpen = () => true }: SearchOptions = {},
): ResultGroup[] {
  const pages = catalog.pages
    .filter((page) => canOpen(page) && matches(query, pageTitle(page), page.title))
    .map((page): SearchResult => ({ kind: 'page', key: `page-${page.id}`, page }));
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
