import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { DefaultLayout } from '@tessera/ui/layouts';
import { createTestI18n, featureResources, renderView, testAccess } from '@tessera/ui/testing';
import { searchFeature } from '../index';
import { searchStore } from '../store';
import { appPages, appTitles, offeredPagesCount, openSearch } from '../test/openSearch';

setupFakeServer();

beforeEach(async () => {
  localStorage.clear(); // the fake server keeps bookmarks there, as a browser would
  await signIn();
});

const navbarBookmarks = () => screen.getByRole('navigation', { name: 'Bookmarks' });
const bookmarkLinks = () =>
  within(navbarBookmarks())
    .queryAllByRole('link')
    .map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')]);
const serverBookmarks = async () => (await api.bookmarks.list()).bookmarks;

describe('navbar bookmarks', () => {
  it('shows the bookmarked pages as icon links that navigate', async () => {
    const { user, router } = await openSearch();
    await within(await screen.findByRole('navigation', { name: 'Bookmarks' })).findAllByRole(
      'link',
    );
    expect(bookmarkLinks()).toEqual([
      ['User List', '/apps/user/list'],
      ['Roles', '/apps/roles'],
      ['Permissions', '/apps/permissions'],
    ]);

    await user.click(within(navbarBookmarks()).getByRole('link', { name: 'Roles' }));
    expect(router.state.location.pathname).toBe('/apps/roles');
  });

  it('picks pages to bookmark from a searchable panel', async () => {
    const { user, router } = await openSearch();
    await within(await screen.findByRole('navigation', { name: 'Bookmarks' })).findAllByRole(
      'link',
    );
    const trigger = screen.getByRole('button', { name: 'Bookmarks' });
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);

    // The panel's code loads with the first press.
    const panel = await screen.findByRole('dialog', { name: 'Bookmark pages' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const find = within(panel).getByRole('textbox', { name: 'Find a page' });
    expect(find).toHaveFocus();
    // Every page the app's routes offer, at once: they need no call.
    expect(within(panel).getAllByRole('listitem')).toHaveLength(offeredPagesCount);

    await user.type(find, 'coming');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(1);
    await user.click(within(panel).getByRole('button', { name: 'Bookmark Coming Soon' }));
    expect(within(navbarBookmarks()).getByRole('link', { name: 'Coming Soon' })).toBeVisible();
    await waitFor(async () => expect(await serverBookmarks()).toContain('/misc/coming-soon'));

    await user.clear(find);
    await user.type(find, 'user list');
    const userList = within(panel).getByRole('button', { name: 'Bookmark User List' });
    expect(userList).toHaveAttribute('aria-pressed', 'true');
    await user.click(userList);
    expect(userList).toHaveAttribute('aria-pressed', 'false');
    expect(within(navbarBookmarks()).queryByRole('link', { name: 'User List' })).toBeNull();
    await waitFor(async () => expect(await serverBookmarks()).not.toContain('/apps/user/list'));

    await user.clear(find);
    await user.type(find, 'nowhere');
    expect(within(panel).getByText('No page matches “nowhere”')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Bookmark pages' })).toBeNull();
    expect(trigger).toHaveFocus();

    // A page link in the panel navigates and closes it.
    await user.click(trigger);
    await user.type(screen.getByRole('textbox', { name: 'Find a page' }), 'analytic');
    await user.click(screen.getByRole('link', { name: /Analytic Cards/ }));
    expect(router.state.location.pathname).toBe('/cards/analytics');
    expect(screen.queryByRole('dialog', { name: 'Bookmark pages' })).toBeNull();
  });

  it('closes the panel on a press outside it', async () => {
    const { user } = await openSearch();
    await user.click(await screen.findByRole('button', { name: 'Bookmarks' }));
    expect(await screen.findByRole('dialog', { name: 'Bookmark pages' })).toBeInTheDocument();
    await user.click(screen.getByTestId('landed'));
    expect(screen.queryByRole('dialog', { name: 'Bookmark pages' })).toBeNull();
  });

  it('puts a refused bookmark back and says why', async () => {
    const { user } = await openSearch();
    await within(await screen.findByRole('navigation', { name: 'Bookmarks' })).findAllByRole(
      'link',
    );
    const toggle = hold(endpoints.bookmarks.toggle);
    await user.click(screen.getByRole('button', { name: 'Bookmarks' }));
    await user.type(await screen.findByRole('textbox', { name: 'Find a page' }), 'coming');
    await user.click(screen.getByRole('button', { name: 'Bookmark Coming Soon' }));
    // The star answers at once, before the server does.
    expect(within(navbarBookmarks()).getByRole('link', { name: 'Coming Soon' })).toBeVisible();

    await toggle.arrived;
    toggle.fail({ status: 500, body: { message: 'Bookmarks are resting.' } });
    expect(
      await screen.findByText(
        'The bookmark of Coming Soon was not changed: Bookmarks are resting.',
      ),
    ).toBeInTheDocument();
    expect(within(navbarBookmarks()).queryByRole('link', { name: 'Coming Soon' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bookmark Coming Soon' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await serverBookmarks()).not.toContain('/misc/coming-soon');
  });

  it('leaves out a bookmark of a page no feature declares, and keeps it', async () => {
    await api.bookmarks.toggle({ link: '/apps/chat' });
    await openSearch();
    await within(await screen.findByRole('navigation', { name: 'Bookmarks' })).findAllByRole(
      'link',
    );
    expect(bookmarkLinks().map(([, href]) => href)).toEqual([
      '/apps/user/list',
      '/apps/roles',
      '/apps/permissions',
    ]);
    expect(await serverBookmarks()).toContain('/apps/chat');
  });

  it('names the bookmarks in the interface language', async () => {
    await openSearch({ language: 'fr' });
    const bookmarks = await screen.findByRole('navigation', { name: 'Favoris' });
    expect(
      await within(bookmarks).findByRole('link', { name: 'Liste des utilisateurs' }),
    ).toHaveAttribute('href', '/apps/user/list');
  });

  it('offers to load the bookmarks again when they fail', async () => {
    failNext(endpoints.bookmarks.list, 'network');
    const { user } = await openSearch();
    const retry = await screen.findByRole('button', {
      name: 'Bookmarks could not load: Cannot reach the server. Check your connection and try again. Load the bookmarks again',
    });
    expect(bookmarkLinks()).toHaveLength(0);
    await user.click(retry);
    await waitFor(() => expect(bookmarkLinks()).toHaveLength(3));
    expect(screen.queryByRole('button', { name: /^Bookmarks could not load/ })).toBeNull();
  });

  it('shows nothing to visitors', async () => {
    // A visitor on a public page (a signed-in page would send them to sign in).
    await openSearch({ access: testAccess(null) }, '/misc/coming-soon');
    expect(await screen.findByTestId('landed')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Bookmarks' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Search Ctrl+K' })).toBeNull();
  });
});

describe('in the default layout', () => {
  it('puts search and bookmarks at the start of the navbar', async () => {
    renderView({
      routes: [{ element: <DefaultLayout />, children: [{ path: '/', element: <p>Home</p> }] }],
      features: [searchFeature, appPages],
      reducers: searchStore.reducers,
      i18n: createTestI18n({
        ...featureResources('search'),
        en: { ...featureResources('search').en, ...appTitles.en },
      }),
    });
    const search = await screen.findByRole('button', { name: 'Search Ctrl+K' });
    const bookmarks = await screen.findByRole('navigation', { name: 'Bookmarks' });
    const header = screen.getByRole('banner');
    expect(header).toContainElement(search);
    expect(header).toContainElement(bookmarks);
    // Search comes first, then the bookmarks (both before the language and skin buttons).
    expect(
      search.compareDocumentPosition(bookmarks) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });
});
