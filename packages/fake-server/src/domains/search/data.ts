import type { SearchContact, SearchFile } from '@tessera/api-client';
import { initialsAvatar, type SeedContext } from '../../server';
import type { SearchData } from './model';
import { loadBookmarkedLinks } from './stored-bookmarks';

/** Pages bookmarked in a fresh database, by their paths. */
const defaultBookmarkedLinks = ['/apps/user/list', '/apps/roles', '/apps/permissions'];

const people = [
  'Mara Quill',
  'Tobias Fenwick',
  'Ines Okafor',
  'Callum Reyes',
  'Priya Lindqvist',
  'Otto Vance',
  'Selene Marsh',
  'Dario Kestrel',
];

const files: Omit<SearchFile, 'by'>[] = [
  { title: 'Quarterly Revenue Report', size: '2.4 MB', file: 'pdf' },
  { title: 'Team Onboarding Guide', size: '860 KB', file: 'doc' },
  { title: 'Product Catalogue 2026', size: '12.1 MB', file: 'pdf' },
  { title: 'Warehouse Stock Levels', size: '1.3 MB', file: 'xls' },
  { title: 'Brand Assets', size: '48 MB', file: 'zip' },
  { title: 'Sprint Review Slides', size: '5.7 MB', file: 'ppt' },
  { title: 'Release Notes', size: '24 KB', file: 'txt' },
  { title: 'Storefront Banner', size: '3.2 MB', file: 'img' },
];

const emailOf = (name: string) => `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

export function createData({ random }: SeedContext): SearchData {
  const contacts: SearchContact[] = people.map((name, index) => ({
    title: name,
    email: emailOf(name),
    img: initialsAvatar(name, index),
    date: isoDate(random.date(new Date('2026-01-01T00:00:00Z'), new Date('2026-11-01T00:00:00Z'))),
  }));
  return {
    files: files.map((file) => ({ ...file, by: random.pick(people) })),
    contacts,
    bookmarks: loadBookmarkedLinks() ?? [...defaultBookmarkedLinks],
  };
}
