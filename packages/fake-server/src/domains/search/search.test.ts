import { api } from '@tessera/api-client';
import {
  bookmarksResponseSchema,
  mainSearchResponseSchema,
  toggleBookmarkResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, raw, setupFakeServer, signIn, snapshot } from '../../test/helpers';
import { searchData } from './handle';
import { bookmarksStorageKey } from './stored-bookmarks';

const { server, restart } = setupFakeServer();

beforeEach(async () => {
  await signIn();
});

const pagesOf = async () => (await server().db.load(searchData)).pages;

/** The app's navigable pages that global search must offer, in menu order. */
const appRoutes = [
  '/',
  '/access-control',
  '/apps/user/list',
  '/apps/user/view',
  '/apps/roles',
  '/apps/permissions',
  '/apps/invoice/list',
  '/apps/invoice/preview',
  '/apps/invoice/edit',
  '/apps/invoice/add',
  ...[
    'login',
    'register',
    'forgot-password',
    'reset-password',
    'verify-email',
    'two-steps',
  ].flatMap((name) => [`/pages/${name}-basic`, `/pages/${name}-cover`]),
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
  '/apps/email',
  '/dashboard/analytics',
  '/cards/statistics',
  '/cards/analytics',
  '/cards/advanced',
];

const pagesFromSearch = async () => {
  const [pagesGroup] = (await api.search.list()).searchArr;
  if (pagesGroup.groupTitle !== 'Pages') throw new Error('Pages must come first');
  return pagesGroup.data;
};

describe('GET /api/main-search/data', () => {
  it('answers Pages, Files and Contacts, each with searchLimit 4', async () => {
    const response = await api.search.list();
    expect(mainSearchResponseSchema.parse(response)).toEqual(response);
    expect(
      response.searchArr.map(({ groupTitle, searchLimit }) => [groupTitle, searchLimit]),
    ).toEqual([
      ['Pages', 4],
      ['Files', 4],
      ['Contacts', 4],
    ]);
    for (const group of response.searchArr) expect(group.data.length).toBeGreaterThan(4);
  });

  it('lists every navigable page of the app once, with unique ids and targets', async () => {
    const pages = await pagesFromSearch();
    expect(pages.map((page) => page.link)).toEqual(appRoutes);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.target)).size).toBe(pages.length);
    expect(pages.every((page) => page.icon.endsWith('Outlined'))).toBe(true);
  });

  it('gives every page a unique link that starts with a slash', async () => {
    const links = (await pagesFromSearch()).map((page) => page.link);
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links).size).toBe(links.length);
    for (const link of links) expect(link).toMatch(/^\//);
  });

  it('shows the current bookmark state of each page', async () => {
    await api.bookmarks.toggle({ id: 1 });
    const pages = await pagesFromSearch();
    expect(pages.find((page) => page.id === 1)?.isBookmarked).toBe(true);
  });
});

describe('GET /api/bookmarks/data', () => {
  it('answers the seeded bookmarks and a few unbookmarked suggestions', async () => {
    const response = await api.bookmarks.list();
    expect(bookmarksResponseSchema.parse(response)).toEqual(response);
    expect(response.bookmarks.map((page) => page.link)).toEqual([
      '/apps/user/list',
      '/apps/roles',
      '/apps/permissions',
    ]);
    expect(response.bookmarks.every((page) => page.isBookmarked)).toBe(true);
    expect(response.suggestions).toHaveLength(5);
    expect(response.suggestions.every((page) => !page.isBookmarked)).toBe(true);
    expect(response.suggestions.map((page) => page.link)).toEqual([
      '/',
      '/access-control',
      '/apps/user/view',
      '/apps/invoice/list',
      '/apps/invoice/preview',
    ]);
  });
});

describe('POST /api/bookmarks/update', () => {
  it('toggles a page on and off and answers it', async () => {
    const added = await api.bookmarks.toggle({ id: 1 });
    expect(toggleBookmarkResponseSchema.parse(added)).toEqual(added);
    expect(added.item).toMatchObject({ id: 1, link: '/', isBookmarked: true });
    expect((await api.bookmarks.list()).bookmarks.map((page) => page.id)).toContain(1);

    const removed = await api.bookmarks.toggle({ id: 1 });
    expect(removed.item.isBookmarked).toBe(false);
    expect((await api.bookmarks.list()).bookmarks.map((page) => page.id)).not.toContain(1);
  });

  it('answers 404 for an unknown id, changing nothing', async () => {
    const before = snapshot(await pagesOf());
    const error = await apiErrorOf(api.bookmarks.toggle({ id: 999 }));
    expect(error).toMatchObject({ status: 404, message: 'No page with id 999' });
    expect(await pagesOf()).toEqual(before);
  });

  it.each([
    [{}, 'id: is required'],
    [{ id: '3' }, 'id: must be a positive integer'],
    [{ id: 0 }, 'id: must be a positive integer'],
    [{ id: 2.5 }, 'id: must be a positive integer'],
    [[3], 'body: must be an object'],
  ])('answers 400 naming the field for %j, changing nothing', async (data, message) => {
    const before = snapshot(await pagesOf());
    await expect(raw('post', '/api/bookmarks/update', { data })).resolves.toMatchObject({
      status: 400,
      data: { message },
    });
    expect(await pagesOf()).toEqual(before);
  });
});

describe('bookmarks in a browser', () => {
  /** A browser's localStorage, which Node has not: the server keeps bookmarks there. */
  class MemoryStorage {
    readonly items = new Map<string, string>();
    getItem = (key: string) => this.items.get(key) ?? null;
    setItem = (key: string, value: string) => void this.items.set(key, value);
    removeItem = (key: string) => void this.items.delete(key);
  }
  let storage: MemoryStorage;

  beforeEach(async () => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
    await signIn(); // the session now lives in that storage too
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  const bookmarkedLinks = async () => (await api.bookmarks.list()).bookmarks.map((p) => p.link);

  it('keeps them across a reload (a new server on the same storage)', async () => {
    await api.bookmarks.toggle({ id: 1 });
    await api.bookmarks.toggle({ id: 5 });
    expect(JSON.parse(storage.getItem(bookmarksStorageKey) ?? 'null')).toEqual([
      '/',
      '/apps/user/list',
      '/apps/permissions',
    ]);

    restart({});
    await signIn(); // a new server signs with a new key
    expect(await bookmarkedLinks()).toEqual(['/', '/apps/user/list', '/apps/permissions']);
  });

  it.each(['not json', '{"links":[]}', '[1,2]'])(
    'starts from the seed when the stored value is unreadable (%s)',
    async (stored) => {
      storage.setItem(bookmarksStorageKey, stored);
      expect(await bookmarkedLinks()).toEqual([
        '/apps/user/list',
        '/apps/roles',
        '/apps/permissions',
      ]);
    },
  );

  it('does not touch the storage for a refused toggle', async () => {
    await apiErrorOf(api.bookmarks.toggle({ id: 999 }));
    expect(storage.getItem(bookmarksStorageKey)).toBeNull();
  });
});

describe('the slowCalls option', () => {
  it('answers a slow call after the calls asked later, and in full', async () => {
    restart({ slowCalls: { '/api/main-search/data': 2000 } });
    await signIn();
    const arrived: string[] = [];
    const catalog = api.search.list().then((answer) => {
      arrived.push('catalog');
      return answer;
    });
    await api.bookmarks.list();
    arrived.push('bookmarks');
    expect(arrived).toEqual(['bookmarks']);

    const answer = await catalog;
    expect(arrived).toEqual(['bookmarks', 'catalog']);
    expect(answer.searchArr.length).toBeGreaterThan(0);
  });
});
