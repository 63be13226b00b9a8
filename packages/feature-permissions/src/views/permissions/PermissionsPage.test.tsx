import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { client, failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, type setupUser } from '@tessera/ui/testing';
import { permissionsFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const catalogue = [
  'Management',
  'Manage Billing & Roles',
  'Add & Remove Users',
  'Project Planning',
  'Manage Email Sequences',
  'Client Communication',
  'Only View',
  'Financial Management',
  "Manage Others' Tasks",
];

const table = () => screen.getByRole('table', { name: 'Permissions' });
// A selector, not role queries: role queries over a whole antd table are slow in jsdom.
const rows = () =>
  Array.from(table().querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]'));
const shownNames = () => rows().map((row) => row.cells[0].textContent);
const rowOf = (name: string) => {
  const row = rows().find((candidate) => candidate.cells[0].textContent === name);
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};
const query = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

async function openList(entry = '/apps/permissions') {
  const view = await renderFeature(permissionsFeature, entry);
  await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  return view;
}

async function openModal(user: ReturnType<typeof setupUser>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog');
}

describe('PermissionsPage', () => {
  it('lists the nine permissions with their roles and dates', async () => {
    await openList();
    expect(shownNames()).toEqual(catalogue);
    expect(screen.getByText('Showing 1 to 9 of 9 entries')).toBeInTheDocument();
    const billing = rowOf('Add & Remove Users');
    expect(within(billing).getByText('Administrator')).toBeInTheDocument();
    expect(within(billing).getByText('Manager')).toBeInTheDocument();
    expect(billing.cells[2].textContent).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    // The server sends an ISO date-time; the screen formats it.
    const { allData } = await api.permissions.list();
    const sent = allData.find((permission) => permission.name === 'Add & Remove Users');
    expect(sent?.createdDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const shown = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(billing.cells[2].textContent).toBe(shown.format(new Date(sent?.createdDate ?? '')));
  });

  it('pages through the list and keeps the page in the URL', async () => {
    await api.permissions.add({ name: 'Audit Logs' });
    await api.permissions.add({ name: 'Export Data' });
    const { user, router } = await openList('/apps/permissions?page=2');
    expect(shownNames()).toEqual(['Export Data']);
    expect(screen.getByText('Showing 11 to 11 of 11 entries')).toBeInTheDocument();

    await user.click(screen.getByTitle('1'));
    await waitFor(() => expect(shownNames()).toEqual([...catalogue, 'Audit Logs']));
    expect(query(router)).toEqual({});
  });

  it('searches by name, debounced, and shows the search in the URL', async () => {
    const { user, router } = await openList();
    await user.type(screen.getByRole('textbox', { name: 'Search permissions' }), 'manage');
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Management',
        'Manage Billing & Roles',
        'Manage Email Sequences',
        'Financial Management',
        "Manage Others' Tasks",
      ]),
    );
    expect(query(router)).toEqual({ q: 'manage' });

    await user.clear(screen.getByRole('textbox', { name: 'Search permissions' }));
    await user.type(screen.getByRole('textbox', { name: 'Search permissions' }), 'nothing like it');
    expect(await screen.findByText('No permission matches this search')).toBeInTheDocument();
  });

  it('filters by assigned role', async () => {
    const { user, router } = await openList();
    await user.click(screen.getByRole('combobox', { name: 'Assigned to' }));
    await user.click(await screen.findByTitle('Manager'));
    await waitFor(() =>
      expect(shownNames()).toEqual([
        'Add & Remove Users',
        'Client Communication',
        'Financial Management',
      ]),
    );
    expect(query(router)).toEqual({ assignedTo: 'manager' });
  });

  it('reads search and filter from a shared link', async () => {
    await openList('/apps/permissions?q=management&assignedTo=manager');
    expect(shownNames()).toEqual(['Financial Management']);
    expect(screen.getByRole('textbox', { name: 'Search permissions' })).toHaveValue('management');
  });

  it('adds a permission, assigned to administrator', async () => {
    const { user } = await openList();
    const dialog = await openModal(user, 'Add permission');
    await user.type(within(dialog).getByLabelText('Permission name'), 'Audit Logs');
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }));

    expect(await screen.findByText('Permission “Audit Logs” added.')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toContain('Audit Logs'));
    expect(within(rowOf('Audit Logs')).getByText('Administrator')).toBeInTheDocument();
    const { allData } = await api.permissions.list();
    expect(allData.find((permission) => permission.name === 'Audit Logs')?.assignedTo).toEqual([
      'administrator',
    ]);
  });

  it('refuses an empty name and a name in use, on the field', async () => {
    const { user } = await openList();
    const dialog = await openModal(user, 'Add permission');
    const create = within(dialog).getByRole('button', { name: 'Create permission' });
    await user.type(within(dialog).getByLabelText('Permission name'), '   ');
    await user.click(create);
    expect(await within(dialog).findByText('Please enter a permission name.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Permission name'));
    await user.type(within(dialog).getByLabelText('Permission name'), 'management');
    await user.click(create);
    expect(
      await within(dialog).findByText('This permission name is already in use.'),
    ).toBeInTheDocument();
    expect((await api.permissions.list()).total).toBe(9);
  });

  it('renames a permission after warning about it', async () => {
    const { user } = await openList();
    const dialog = await openModal(user, 'Edit Only View');
    expect(
      within(dialog).getByText(/Renaming a permission may affect the roles and users/),
    ).toBeInTheDocument();
    const name = within(dialog).getByLabelText('Permission name');
    expect(name).toHaveValue('Only View');
    await user.clear(name);
    await user.type(name, 'Read Only');
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Permission renamed to “Read Only”.')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).toContain('Read Only'));
    expect(shownNames()).not.toContain('Only View');
  });

  it('deletes a permission once confirmed', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Delete Only View' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Delete the permission “Only View”?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Permission “Only View” deleted.')).toBeInTheDocument();
    await waitFor(() => expect(shownNames()).not.toContain('Only View'));
    expect(shownNames()).toHaveLength(8);
    expect((await api.permissions.list()).total).toBe(8);
  });

  it('keeps the permission when the deletion is cancelled', async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Delete Only View' }));
    const confirm = await screen.findByRole('dialog');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(shownNames()).toContain('Only View');
    expect((await api.permissions.list()).total).toBe(9);
  });

  it('says a failed load failed, with a retry, not that nothing matches', async () => {
    failNext(endpoints.permissions.list, 'network');
    const { user } = await renderFeature(permissionsFeature, '/apps/permissions');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The permissions could not be loaded.');
    expect(alert).toHaveTextContent('Cannot reach the server.');
    expect(screen.queryByText('No permission matches this search')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(9));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a refused change in the words every app uses', async () => {
    const { user, settled } = await openList();
    await settled();
    await signIn(client);
    const dialog = await openModal(user, 'Add permission');
    await user.type(within(dialog).getByLabelText('Permission name'), 'Audit Logs');
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }));
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
