import { act, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { DefaultLayout } from '@tessera/ui/layouts';
import { createTestI18n, featureResources, renderView, testAccess } from '@tessera/ui/testing';
import { searchFeature } from '../index';
import { searchStore } from '../store';
import { bookmarkToggled } from '../store/slice';
import { appPages, appPagesCount, openSearch } from '../test/openSearch';

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
const serverBookmarks = async () => (await api.bookmarks.list()).bookmarks.map((p) => p.link);

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
    // Every page, once the catalog is in (the bookmarks and suggestions show meanwhile).
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(appPagesCount));

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
    await user.type(screen.getByRole('textbox', { name: 'Find a page' }), 'maintenance');
    await user.click(screen.getByRole('link', { name: /Maintenance/ }));
    expect(router.state.location.pathname).toBe('/misc/maintenance');
    expect(screen.queryByRole('dialog', { name: 'Bookmark pages' })).toBeNull();
  });

  it('closes the panel on a press outside it', async () => {
    const { user } = await openSearch();
    await user.click(await screen.findByRole('button', { name: 'Bookmarks' }));
    expect(screen.getByRole('dialog', { name: 'Bookmark pages' })).toBeInTheDocument();
    await user.click(screen.getByTestId('landed'));
    expect(screen.queryByRole('dialog', { name: 'Bookmark pages' })).toBeNull();
  });

  it('puts a refused bookmark back and says why', async () => {
    const { store } = await openSearch();
    await within(await screen.findByRole('navigation', { name: 'Bookmarks' })).findAllByRole(
      'link',
    );
    const ghost = {
      id: 999,
      target: 'ghost',
      title: 'Ghost Page',
      icon: 'GhostOutlined',
      link: '/misc/error', // a page that exists, under an id the server does not know
      isBookmarked: false,
    };
    act(() => {
      store.dispatch(bookmarkToggled(ghost));
    });
    expect(within(navbarBookmarks()).getByRole('link', { name: 'Ghost Page' })).toBeVisible();

    expect(
      await screen.findByText('The bookmark of Ghost Page was not changed: No page with id 999'),
    ).toBeInTheDocument();
    expect(within(navbarBookmarks()).queryByRole('link', { name: 'Ghost Page' })).toBeNull();
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
      i18n: createTestI18n(featureResources('search')),
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
