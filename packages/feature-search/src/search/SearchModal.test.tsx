import { act, screen, waitFor, within } from '@testing-library/react';
import { api, clearSession } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { landmarks, testAccess } from '@tessera/ui/testing';
import { openSearch } from '../test/openSearch';

setupFakeServer();

beforeEach(async () => {
  localStorage.clear(); // the fake server keeps bookmarks there, as a browser would
  await signIn();
});

type User = Awaited<ReturnType<typeof openSearch>>['user'];

/** Waits for the launcher (lazy, like in the app), then presses Ctrl+K. */
async function openWithShortcut(user: User) {
  await screen.findByRole('button', { name: 'Search Ctrl+K' });
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await screen.findByRole('dialog', { name: 'Search' });
  await within(dialog).findAllByRole('option');
  return dialog;
}

const field = () => screen.getByRole('combobox', { name: 'Search pages, files and contacts' });

/** Each group's title and its options' main text. */
const groupsIn = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('group')
    .map((group) => [
      group.getAttribute('aria-labelledby') &&
        document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent,
      within(group)
        .getAllByRole('option')
        .map((option) => option.querySelector('.search-result__title')?.textContent),
    ]);

const activeOption = () => {
  const id = field().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('global search', () => {
  it('opens with Ctrl+K, focused, and lists at most 4 results per group', async () => {
    const { user } = await openSearch();
    const launcher = await screen.findByRole('button', { name: 'Search Ctrl+K' });
    expect(launcher).toHaveAttribute('aria-keyshortcuts', 'Control+K Meta+K');

    const dialog = await openWithShortcut(user);
    await waitFor(() => expect(field()).toHaveFocus());
    expect(groupsIn(dialog)).toEqual([
      ['Pages', ['Home', 'Access Control', 'User List', 'User View']],
      ['Files', expect.any(Array)],
      ['Contacts', expect.any(Array)],
    ]);
    for (const group of within(dialog).getAllByRole('group')) {
      expect(within(group).getAllByRole('option')).toHaveLength(4);
    }
    expect(within(dialog).getByText('12 results')).toBeInTheDocument();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens from the navbar button too, and fetches the data only once', async () => {
    const list = jest.spyOn(api.search, 'list');
    const { user } = await openSearch();
    await user.click(await screen.findByRole('button', { name: 'Search Ctrl+K' }));
    await screen.findAllByRole('option');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await openWithShortcut(user);
    expect(list).toHaveBeenCalledTimes(1);
    list.mockRestore();
  });

  it('filters as the user types: page titles, file authors, contact emails', async () => {
    const { user } = await openSearch();
    const dialog = await openWithShortcut(user);

    await user.type(field(), 'PERM');
    expect(groupsIn(dialog)).toEqual([['Pages', ['Permissions']]]);

    await user.clear(field());
    await user.type(field(), 'password');
    expect(groupsIn(dialog)).toEqual([
      [
        'Pages',
        [
          'Forgot Password (basic)',
          'Forgot Password (cover)',
          'Reset Password (basic)',
          'Reset Password (cover)',
        ],
      ],
    ]);

    await user.clear(field());
    await user.type(field(), 'otto.vance@');
    expect(groupsIn(dialog)).toEqual([['Contacts', ['Otto Vance']]]);

    // Files also match on who shared them.
    const { searchArr } = await api.search.list();
    const files = searchArr.find((group) => group.groupTitle === 'Files');
    if (files?.groupTitle !== 'Files') throw new Error('Files group missing');
    const author = files.data[0].by;
    await user.clear(field());
    await user.type(field(), author);
    const fileGroup = within(dialog).getByRole('group', { name: 'Files' });
    expect(within(fileGroup).getAllByRole('option').length).toBeGreaterThan(0);
    for (const option of within(fileGroup).getAllByRole('option')) {
      expect(option).toHaveTextContent(`by ${author}`);
    }

    await user.clear(field());
    await user.type(field(), 'zzzz');
    expect(within(dialog).getByText('No results for “zzzz”')).toBeInTheDocument();
    expect(within(dialog).queryByRole('listbox')).not.toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves with the arrow keys across groups and opens the active page with Enter', async () => {
    const { user, router } = await openSearch();
    await openWithShortcut(user);
    await user.type(field(), 'o');

    expect(activeOption()).toHaveTextContent('Home');
    expect(activeOption()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}'); // wraps to the last result (a contact)
    expect(activeOption()?.closest('[role="group"]')).toHaveAccessibleName('Contacts');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Access Control');
    expect(activeOption()).toHaveClass('search-result--active');
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/access-control'));
    expect(screen.getByTestId('landed')).toHaveTextContent('/access-control');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a page with a click, and tells about files and contacts in a toast', async () => {
    const { user, router } = await openSearch();
    await openWithShortcut(user);
    await user.type(field(), 'coming');
    await user.click(screen.getByRole('option', { name: /Coming Soon/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/coming-soon'));

    await openWithShortcut(user);
    await user.type(field(), 'mara.quill');
    await user.keyboard('{Enter}');
    const mail = await screen.findByRole('link', { name: 'mara.quill@example.com' });
    expect(mail).toHaveAttribute('href', 'mailto:mara.quill@example.com');
    expect(router.state.location.pathname).toBe('/misc/coming-soon');
  });

  it('stars a page from its result: the navbar bookmark appears and goes', async () => {
    const { user } = await openSearch();
    const bookmarks = await screen.findByRole('navigation', { name: 'Bookmarks' });
    await within(bookmarks).findByRole('link', { name: 'User List' });
    expect(within(bookmarks).queryByRole('link', { name: 'Access Control' })).toBeNull();

    await openWithShortcut(user);
    await user.type(field(), 'access');
    const star = screen.getByRole('button', { name: 'Bookmark Access Control' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await user.click(star);

    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(within(bookmarks).getByRole('link', { name: 'Access Control' })).toHaveAttribute(
      'href',
      '/access-control',
    );
    expect(field()).toHaveFocus(); // the arrow keys keep working
    await waitFor(async () =>
      expect((await api.bookmarks.list()).bookmarks).toContain('/access-control'),
    );

    await user.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(within(bookmarks).queryByRole('link', { name: 'Access Control' })).toBeNull();
    await waitFor(async () =>
      expect((await api.bookmarks.list()).bookmarks).not.toContain('/access-control'),
    );
  });

  it('says when the data cannot load, and tries again', async () => {
    act(() => clearSession()); // no token: the server answers 401 and no refresh can help
    const { user } = await openSearch();
    await screen.findByRole('button', { name: 'Search Ctrl+K' });
    await user.keyboard('{Control>}k{/Control}');
    expect(await screen.findByText(/Search could not load: .+/)).toBeInTheDocument();

    await signIn();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('option')).toHaveLength(12);
  });

  it('shows a client only the pages their ability opens', async () => {
    const { user } = await openSearch(
      { access: testAccess([{ action: 'read', subject: 'ACL' }], '/access-control') },
      '/access-control',
    );
    const dialog = await openWithShortcut(user);
    const pages = within(dialog).getByRole('group', { name: 'Pages' });
    expect(within(pages).queryByRole('option', { name: /^Home/ })).toBeNull();
    expect(within(pages).queryByRole('option', { name: /User List/ })).toBeNull();
    expect(within(pages).getByRole('option', { name: /Access Control/ })).toBeInTheDocument();
    expect(within(pages).getByRole('option', { name: /Login \(basic\)/ })).toBeInTheDocument();
  });

  it('offers only the pages the app’s routes declare, each under its title', async () => {
    // Only Home and Roles have a route here: no other page can be offered.
    const titled = (path: string, key: string) => ({ path, meta: { title: `apps:titles.${key}` } });
    const { user } = await openSearch({
      features: [landmarks([titled('/', 'home'), titled('/apps/roles', 'roles')])],
    });
    const dialog = await openWithShortcut(user);
    const pages = within(dialog).getByRole('group', { name: 'Pages' });
    expect(
      within(pages)
        .getAllByRole('option')
        .map((option) => option.querySelector('.search-result__title')?.textContent),
    ).toEqual(['Home', 'Roles']);
  });

  it('speaks French', async () => {
    const { user } = await openSearch({ language: 'fr' });
    await screen.findByRole('button', { name: 'Rechercher Ctrl+K' });
    await user.keyboard('{Control>}k{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Recherche' });
    await user.type(
      within(dialog).getByRole('combobox', { name: 'Rechercher des pages, fichiers et contacts' }),
      'accès',
    );
    expect(within(dialog).getByRole('option', { name: /Contrôle d’accès/ })).toBeInTheDocument();
  });
});
