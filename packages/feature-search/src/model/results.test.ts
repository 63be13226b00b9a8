import { HomeOutlined } from '@ant-design/icons';
import type { SearchContact, SearchFile } from '@tessera/api-client';
import type { Page } from './pages';
import { matches, moveActive, searchResults } from './results';

const page = (title: string, link: string): Page => ({ title, link, icon: HomeOutlined });
const file = (title: string, by: string): SearchFile => ({ title, by, size: '1 MB', file: 'pdf' });
const contact = (title: string, email: string): SearchContact => ({
  title,
  email,
  img: 'data:image/svg+xml,',
  date: '2026-03-01',
});

const catalog = {
  pages: [
    page('Home', '/'),
    page('User List', '/apps/user/list'),
    page('User View', '/apps/user/view'),
    page('Roles', '/apps/roles'),
    page('Permissions', '/apps/permissions'),
    page('Login (basic)', '/pages/login-basic'),
  ],
  files: [file('Release Notes', 'Mara Quill'), file('Brand Assets', 'Otto Vance')],
  contacts: [
    contact('Mara Quill', 'mara.quill@example.com'),
    contact('Otto Vance', 'otto.vance@example.com'),
  ],
  limits: { Pages: 4, Files: 4, Contacts: 4 },
};

const titlesOf = (query: string) =>
  searchResults(catalog, query).map(({ title, results }) => [
    title,
    results.map((result) =>
      result.kind === 'page'
        ? result.page.title
        : result.kind === 'file'
          ? result.file.title
          : result.contact.title,
    ),
  ]);

describe('matches', () => {
  it('ignores case and surrounding spaces; an empty query matches everything', () => {
    expect(matches('  uSeR ', 'User List')).toBe(true);
    expect(matches('', 'anything')).toBe(true);
    expect(matches('   ', 'anything')).toBe(true);
    expect(matches('roles', 'User List', 'Permissions')).toBe(false);
  });
});

describe('searchResults', () => {
  it('keeps at most the group limit of each group, in catalog order', () => {
    expect(titlesOf('')).toEqual([
      ['Pages', ['Home', 'User List', 'User View', 'Roles']],
      ['Files', ['Release Notes', 'Brand Assets']],
      ['Contacts', ['Mara Quill', 'Otto Vance']],
    ]);
  });

  it('matches pages on title, files on title or author, contacts on name or email', () => {
    expect(titlesOf('user')).toEqual([['Pages', ['User List', 'User View']]]);
    expect(titlesOf('mara')).toEqual([
      ['Files', ['Release Notes']],
      ['Contacts', ['Mara Quill']],
    ]);
    expect(titlesOf('VANCE@')).toEqual([['Contacts', ['Otto Vance']]]);
    expect(titlesOf('brand')).toEqual([['Files', ['Brand Assets']]]);
  });

  it('answers no group at all when nothing matches', () => {
    expect(searchResults(catalog, 'zzz')).toEqual([]);
  });

  it('follows the limit of each group', () => {
    const limited = { ...catalog, limits: { Pages: 2, Files: 1, Contacts: 0 } };
    expect(searchResults(limited, '').map((group) => group.results.length)).toEqual([2, 1]);
  });

  it('gives every result a distinct key', () => {
    const keys = searchResults(catalog, '').flatMap((g) => g.results.map((r) => r.key));
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('moveActive', () => {
  it('moves by one and wraps around both ends', () => {
    expect(moveActive(0, 1, 3)).toBe(1);
    expect(moveActive(2, 1, 3)).toBe(0);
    expect(moveActive(0, -1, 3)).toBe(2);
  });

  it('starts from the first (down) or the last (up) when nothing is active', () => {
    expect(moveActive(-1, 1, 3)).toBe(0);
    expect(moveActive(-1, -1, 3)).toBe(2);
  });

  it('has nothing to activate in an empty list', () => {
    expect(moveActive(0, 1, 0)).toBe(-1);
  });
});
