import { screen, waitFor, within } from '@testing-library/react';
import { api, type User } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, openFeature, findLoadFailure } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const serverProblem = 'The server had a problem. Please try again in a moment.';

// Selectors, not role queries: role queries over a whole antd table are slow in jsdom.
const table = () =>
  screen.getByText('Users', { selector: 'caption' }).closest('table') as HTMLElement;
const shownNames = () =>
  Array.from(table().querySelectorAll('tr[data-row-key]')).map(
    (row) => row.querySelector('a')?.textContent,
  );

function openList(entry = '/apps/user/list') {
  return openFeature(usersFeature, entry, () => expect(shownNames().length).toBeGreaterThan(0));
}

describe('the user list when the server fails', () => {
  it('says the users could not be loaded, not that there are none, and retries', async () => {
    failNext(endpoints.users.list, { status: 500 });
    const { user, settled } = await renderFeature(usersFeature, '/apps/user/list');
    const failure = await findLoadFailure(user, 'The users could not be loaded.');
    expect(screen.queryByText('No users yet.')).not.toBeInTheDocument();

    await failure.retry();
    const { users } = await api.users.list({ page: 1, perPage: 10 });
    await waitFor(() => expect(shownNames()).toEqual(users.map((person) => person.fullName)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settled();
  });

  it('keeps a user whose deletion fails, and says why', async () => {
    const everyone = await api.users.all();
    const { user, settled } = await openList();
    const [first] = shownNames();
    const target = everyone.find((person) => person.fullName === first) as User;

    failNext(endpoints.users.remove, { status: 500 });
    await user.click(screen.getByRole('button', { name: `Delete ${target.fullName}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(screen.queryByText(`${target.fullName} was deleted.`)).not.toBeInTheDocument();
    expect(shownNames()).toContain(target.fullName);
    expect(await api.users.all()).toHaveLength(everyone.length);
    await settled();
  });

  it('keeps the add form filled when adding fails, and adds nobody', async () => {
    const everyone = await api.users.all();
    const { user, settled } = await openList();
    await user.click(screen.getByRole('button', { name: /Add new user/ }));
    const drawer = within(await screen.findByRole('dialog'));
    const fields: [string, string][] = [
      ['Full name', 'Aaron Aardvark'],
      ['Username', 'aaron.aardvark'],
      ['Email', 'aaron@example.com'],
      ['Contact', '+1 (555) 010-2030'],
      ['Company', 'Fjord Works'],
      ['Country', 'Iceland'],
    ];
    for (const [label, value] of fields) {
      await user.click(drawer.getByLabelText(label));
      await user.paste(value);
    }

    failNext(endpoints.users.add, { status: 500 });
    await user.click(drawer.getByRole('button', { name: 'Add user' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(drawer.getByLabelText('Full name')).toHaveValue('Aaron Aardvark');
    expect(shownNames()).not.toContain('Aaron Aardvark');
    expect(await api.users.all()).toHaveLength(everyone.length);
    await settled();
  });

  it('says so when an export fails, and saves no file', async () => {
    const createObjectURL = jest.fn(() => 'blob:users');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const { user, settled } = await openList();

    failNext(endpoints.users.list, 'network');
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(createObjectURL).not.toHaveBeenCalled();
    expect(screen.queryByText(/users exported\.$/)).not.toBeInTheDocument();
    await settled();
  });
});
