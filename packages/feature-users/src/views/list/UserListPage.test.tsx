import { screen, waitFor, within } from '@testing-library/react';
import { api, type User } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { type setupUser, openFeature } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

/** The users table (its caption names it); plain DOM queries keep big tables fast. */
const table = () =>
  screen.getByText('Users', { selector: 'caption' }).closest('table') as HTMLElement;

/** The full names in the table's body, top to bottom. */
const shownNames = () =>
  Array.from(table().querySelectorAll('tr[data-row-key]')).map(
    (row) => row.querySelector('a')?.textContent,
  );

/** A column's header cell, by its title. */
const header = (title: string) =>
  Array.from(table().querySelectorAll('th')).find((th) => th.textContent === title) as HTMLElement;

/** Picks an option of an antd select (its options carry their label as title). */
async function choose(user: ReturnType<typeof setupUser>, label: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByTitle(option));
}

const totalText = (count: number) => new RegExp(`of ${count} entries`);

// The statistics come from their own call: read nothing before every answer is in.
function openList(entry = '/apps/user/list') {
  return openFeature(usersFeature, entry, () => expect(shownNames().length).toBeGreaterThan(0));
}

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

describe('UserListPage', () => {
  let everyone: User[];
  beforeEach(async () => {
    everyone = await api.users.all();
  });

  it('shows the first 10 users by name, the total and the statistics', async () => {
    await openList();
    const names = shownNames();
    expect(names).toHaveLength(10);
    expect(names).toEqual(
      everyone
        .map((user) => user.fullName)
        .sort(byName)
        .slice(0, 10),
    );
    expect(screen.getByText(totalText(everyone.length))).toBeInTheDocument();

    const stats = screen.getByTestId('user-stats');
    const paid = everyone.filter((user) => user.currentPlan !== 'basic').length;
    const active = everyone.filter((user) => user.status === 'active').length;
    const pending = everyone.filter((user) => user.status === 'pending').length;
    for (const [title, count] of [
      ['Total users', everyone.length],
      ['Paid users', paid],
      ['Active users', active],
      ['Pending users', pending],
    ] as const) {
      const card = within(stats).getByText(title).closest('.stat-card') as HTMLElement;
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(String(count));
      if (title === 'Total users') continue;
      // The share reads left to right whatever the page's direction ("30 %", never "% 30").
      const share = `${Math.round((count / everyone.length) * 100)}%`;
      expect(within(card).getByText(`of all users`, { exact: false })).toHaveTextContent(
        `${share} of all users`,
      );
      expect(card.querySelector('bdi[dir="ltr"]')).toHaveTextContent(share);
    }
  });

  it('narrows the list to a search, and keeps it in the URL', async () => {
    const { user, router } = await openList();
    const target = everyone[7];
    await user.click(screen.getByRole('textbox', { name: 'Search users' }));
    await user.paste(target.email);
    await waitFor(() => expect(shownNames()).toEqual([target.fullName]));
    expect(screen.getByText(totalText(1))).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(target.email);
  });

  it('filters by role', async () => {
    const { user, router } = await openList();
    await choose(user, 'Role', 'Editor');
    const editors = everyone.filter((person) => person.role === 'editor');
    await waitFor(() => expect(screen.getByText(totalText(editors.length))).toBeInTheDocument());
    expect(shownNames()).toEqual(
      editors
        .map((person) => person.fullName)
        .sort(byName)
        .slice(0, 10),
    );
    expect(router.state.location.search).toBe('?role=editor');
  });

  it('takes its roles from the roles page: a new one filters, and rows name roles as it does', async () => {
    const { role } = await api.roles.add({ name: 'Support Lead', permissions: [] });
    const someone = [...everyone].sort((a, b) => byName(a.fullName, b.fullName))[0];
    await api.users.update({ id: someone.id, role: role.userRole });

    const { user, router } = await openList();
    const firstRow = table().querySelector('tr[data-row-key]') as HTMLElement;
    expect(within(firstRow).getByText('Support Lead')).toBeInTheDocument();
    const admin = everyone.find((person) => person.role === 'admin');
    await choose(user, 'Role', 'Administrator');
    await waitFor(() => expect(shownNames()).toContain(admin?.fullName));

    await choose(user, 'Role', 'Support Lead');
    await waitFor(() => expect(shownNames()).toEqual([someone.fullName]));
    expect(router.state.location.search).toBe('?role=support-lead');
  });

  it('sorts by name the other way, then by another column', async () => {
    const { user, router } = await openList();
    const sorted = everyone.map((person) => person.fullName).sort(byName);
    await user.click(header('User'));
    await waitFor(() => expect(shownNames()).toEqual([...sorted].reverse().slice(0, 10)));
    expect(router.state.location.search).toBe('?sort=desc');

    await user.click(header('Status'));
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=status'));
    // The server's sort is stable: equal statuses keep the directory's (id) order.
    const byStatus = [...everyone].sort((a, b) => a.status.localeCompare(b.status));
    await waitFor(() =>
      expect(shownNames()).toEqual(byStatus.slice(0, 10).map((person) => person.fullName)),
    );
  });

  it('pages through the list and changes the page size', async () => {
    const { user, router } = await openList();
    const sorted = everyone.map((person) => person.fullName).sort(byName);
    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(shownNames()).toEqual(sorted.slice(10, 20)));
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByText(`Showing 11 to 20 of ${everyone.length} entries`)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /page/i }));
    await user.click(await screen.findByText('25 / page'));
    await waitFor(() => expect(shownNames()).toEqual(sorted.slice(0, 25)));
    expect(router.state.location.search).toBe('?perPage=25');
  });

  it('reads the params of a shared link', async () => {
    await openList('/apps/user/list?status=pending&sort=desc&perPage=25');
    const pending = everyone.filter((person) => person.status === 'pending');
    expect(shownNames()).toEqual(
      pending
        .map((person) => person.fullName)
        .sort(byName)
        .reverse()
        .slice(0, 25),
    );
    expect(
      screen.getByRole('combobox', { name: 'Status' }).closest('.ant-select'),
    ).toHaveTextContent('Pending');
  });

  it('says when nothing matches', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('textbox', { name: 'Search users' }));
    await user.paste('nobody-has-this-name');
    expect(await screen.findByText('No user matches these filters.')).toBeInTheDocument();
  });

  it('opens a user from their row', async () => {
    const { user, router } = await openList();
    const first = everyone
      .map((person) => person)
      .sort((a, b) => byName(a.fullName, b.fullName))[0];
    await user.click(within(table()).getByRole('link', { name: first.fullName }));
    expect(router.state.location.pathname).toBe(`/apps/user/view/${first.id}`);
    // The view's own requests end before the test does.
    expect(
      await screen.findByRole('heading', { level: 2, name: first.fullName }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('projects').querySelector('.ant-table-row')).not.toBeNull(),
    );
  });
});
