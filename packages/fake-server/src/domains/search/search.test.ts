import { api, type SearchItem } from '@tessera/api-client';
import {
  bookmarksResponseSchema,
  mainSearchResponseSchema,
  toggleBookmarkResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, raw, setupFakeServer, signIn, snapshot } from '../../test/helpers';
import { searchData } from './model';

const { server } = setupFakeServer();

beforeEach(async () => {
  await signIn();
});

const pagesOf = async () => (await server().db.load(searchData)).pages;

/** The routes of SPEC §2 that global search must offer. */
const appRoutes = [
  '/dashboard/analytics',
  '/',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/apps/calendar',
  '/apps/invoice/list',
  '/apps/ecommerce/shop',
  '/apps/ecommerce/wishlist',
  '/apps/ecommerce/checkout',
  '/apps/user/list',
  '/apps/user/view',
  '/apps/roles',
  '/apps/permissions',
  '/access-control',
  '/pages/account-settings',
  '/pages/profile',
  '/pages/faq',
  '/pages/knowledge-base',
  '/pages/pricing',
  '/misc/coming-soon',
  '/misc/not-authorized',
  '/misc/maintenance',
  '/misc/error',
  ...[
    'login',
    'register',
    'forgot-password',
    'reset-password',
    'verify-email',
    'two-steps',
  ].flatMap((name) => [`/pages/${name}-basic`, `/pages/${name}-cover`]),
];

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

  it('lists every route of the app once, with unique ids and targets', async () => {
    const { searchArr } = await api.search.list();
    const pages = searchArr[0].data as SearchItem[];
    expect(pages.map((page) => page.link)).toEqual(appRoutes);
    expect(new Set(pages.map((page) => page.id)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.target)).size).toBe(pages.length);
    expect(pages.every((page) => page.icon.endsWith('Outlined'))).toBe(true);
  });

  it('shows the current bookmark state of each page', async () => {
    await api.bookmarks.toggle({ id: 1 });
    const pages = (await api.search.list()).searchArr[0].data as SearchItem[];
    expect(pages.find((page) => page.id === 1)?.isBookmarked).toBe(true);
  });
});

describe('GET /api/bookmarks/data', () => {
  it('answers the seeded bookmarks and a few unbookmarked suggestions', async () => {
    const response = await api.bookmarks.list();
    expect(bookmarksResponseSchema.parse(response)).toEqual(response);
    expect(response.bookmarks.map((page) => page.link)).toEqual([
      '/apps/email',
      '/apps/chat',
      '/apps/todo',
      '/apps/calendar',
      '/apps/user/list',
    ]);
    expect(response.bookmarks.every((page) => page.isBookmarked)).toBe(true);
    expect(response.suggestions).toHaveLength(5);
    expect(response.suggestions.every((page) => !page.isBookmarked)).toBe(true);
    expect(response.suggestions[0].link).toBe('/dashboard/analytics');
  });
});

describe('POST /api/bookmarks/update', () => {
  it('toggles a page on and off and answers it', async () => {
    const added = await api.bookmarks.toggle({ id: 1 });
    expect(toggleBookmarkResponseSchema.parse(added)).toEqual(added);
    expect(added.item).toMatchObject({ id: 1, link: '/dashboard/analytics', isBookmarked: true });
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
