import { api } from '@tessera/api-client';
import {
  bookmarksResponseSchema,
  mainSearchResponseSchema,
  maxBookmarks,
  toggleBookmarkResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, raw, setupFakeServer, signIn, snapshot } from '../../test/helpers';
import { searchData } from './handle';
import { bookmarksStorageKey } from './stored-bookmarks';

const { server, restart } = setupFakeServer();

beforeEach(async () => {
  await signIn();
});

const bookmarksOf = async () => (await server().db.load(searchData)).bookmarks;
const bookmarkedLinks = async () => (await api.bookmarks.list()).bookmarks;
const seededBookmarks = ['/apps/user/list', '/apps/roles', '/apps/permissions'];

describe('GET /api/main-search/data', () => {
  it('answers Files and Contacts, each with searchLimit 4 (the pages are the app’s routes)', async () => {
    const response = await api.search.list();
    expect(mainSearchResponseSchema.parse(response)).toEqual(response);
    expect(
      response.searchArr.map(({ groupTitle, searchLimit }) => [groupTitle, searchLimit]),
    ).toEqual([
      ['Files', 4],
      ['Contacts', 4],
    ]);
    for (const group of response.searchArr) expect(group.data.length).toBeGreaterThan(4);
  });
});

describe('GET /api/bookmarks/data', () => {
  it('answers the seeded bookmarks, by their paths', async () => {
    const response = await api.bookmarks.list();
    expect(bookmarksResponseSchema.parse(response)).toEqual(response);
    expect(response.bookmarks).toEqual(seededBookmarks);
  });
});

describe('POST /api/bookmarks/update', () => {
  it('toggles a page on (last in the list) and off, and answers it', async () => {
    const added = await api.bookmarks.toggle({ link: '/' });
    expect(toggleBookmarkResponseSchema.parse(added)).toEqual(added);
    expect(added).toEqual({ link: '/', isBookmarked: true });
    expect(await bookmarkedLinks()).toEqual([...seededBookmarks, '/']);

    const removed = await api.bookmarks.toggle({ link: '/apps/roles' });
    expect(removed).toEqual({ link: '/apps/roles', isBookmarked: false });
    expect(await bookmarkedLinks()).toEqual(['/apps/user/list', '/apps/permissions', '/']);
  });

  it(`refuses a bookmark past ${maxBookmarks}, changing nothing; removing one still works`, async () => {
    for (let page = seededBookmarks.length; page < maxBookmarks; page += 1) {
      await api.bookmarks.toggle({ link: `/pages/${page}` });
    }
    const before = snapshot(await bookmarksOf());
    expect(before).toHaveLength(maxBookmarks);
    const error = await apiErrorOf(api.bookmarks.toggle({ link: '/one/too/many' }));
    expect(error).toMatchObject({
      status: 400,
      message: `At most ${maxBookmarks} pages can be bookmarked.`,
      fieldErrors: { link: `At most ${maxBookmarks} pages can be bookmarked.` },
    });
    expect(await bookmarksOf()).toEqual(before);
    await expect(api.bookmarks.toggle({ link: '/apps/roles' })).resolves.toEqual({
      link: '/apps/roles',
      isBookmarked: false,
    });
  });

  it.each([
    [{}, 'link: is required'],
    [{ link: 3 }, 'link: must be a string'],
    [{ link: 'apps/roles' }, 'link: must be a page path'],
    [{ link: 'https://example.com/' }, 'link: must be a page path'],
    [{ link: `/${'a'.repeat(200)}` }, 'link: must be at most 200 characters'],
    [[3], 'body: must be an object'],
  ])('answers 400 naming the field for %j, changing nothing', async (data, message) => {
    const before = snapshot(await bookmarksOf());
    await expect(raw('post', '/api/bookmarks/update', { data })).resolves.toMatchObject({
      status: 400,
      data: { message },
    });
    expect(await bookmarksOf()).toEqual(before);
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

  it('keeps them across a reload (a new server on the same storage)', async () => {
    await api.bookmarks.toggle({ link: '/' });
    await api.bookmarks.toggle({ link: '/apps/roles' });
    const kept = ['/apps/user/list', '/apps/permissions', '/'];
    expect(JSON.parse(storage.getItem(bookmarksStorageKey) ?? 'null')).toEqual(kept);

    restart({});
    await signIn(); // a new server signs with a new key
    expect(await bookmarkedLinks()).toEqual(kept);
  });

  it.each(['not json', '{"links":[]}', '[1,2]', '["javascript:alert(1)"]'])(
    'starts from the seed when the stored value is unreadable (%s)',
    async (stored) => {
      storage.setItem(bookmarksStorageKey, stored);
      expect(await bookmarkedLinks()).toEqual(seededBookmarks);
    },
  );

  it('does not touch the storage for a refused toggle', async () => {
    await apiErrorOf(api.bookmarks.toggle({ link: 'nowhere' }));
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
