import { screen, waitFor, within } from '@testing-library/react';
import { api, type ManagedRole } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, type setupUser } from '@tessera/ui/testing';
import { permissionsFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const cardOf = (name: string) =>
  screen.getByRole('heading', { name, level: 2 }).closest('.role-card') as HTMLElement;

async function openRoles(entry = '/apps/roles') {
  const view = await renderFeature(permissionsFeature, entry);
  await screen.findByRole('heading', { name: 'Administrator', level: 2 });
  return view;
}

/**
 * The open dialog, by its title's text: in tests antd gives every dialog's title the same id,
 * so a dialog mounted after another element with that id does not get its name.
 */
async function dialogTitled(title: string) {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
}

async function editRole(user: ReturnType<typeof setupUser>, name: string) {
  await user.click(screen.getByRole('button', { name: `Edit role ${name}` }));
  return dialogTitled('Edit role');
}

// Label queries: role queries over the 28 boxes of the matrix are slow in jsdom.
const matrixBoxes = (dialog: HTMLElement) =>
  Array.from(dialog.querySelectorAll<HTMLInputElement>('tbody input[type="checkbox"]')).slice(1);
const selectAll = (dialog: HTMLElement) => within(dialog).getByLabelText('Select all');

describe('RolesPage', () => {
  let roles: ManagedRole[];
  beforeEach(async () => {
    ({ roles } = await api.roles.list());
  });

  it('shows a card per role with its user count and up to four faces', async () => {
    await openRoles();
    expect(roles.length).toBeGreaterThan(0);
    for (const role of roles) {
      const card = cardOf(role.name);
      expect(card).toHaveTextContent(`Total ${role.userCount} users`);
      const faces = within(card).getAllByRole('img');
      expect(faces).toHaveLength(Math.min(4, role.userCount));
      expect(faces[0]).toHaveAccessibleName(role.sampleUsers[0].fullName);
    }
    expect(screen.getByRole('button', { name: 'Add role' })).toBeInTheDocument();
  });

  it('selects all and none of the matrix, showing a partial selection as mixed', async () => {
    const { user } = await openRoles();
    const dialog = await editRole(user, 'Author');
    expect(within(dialog).getByLabelText('Role name')).toHaveValue('Author');
    const author = roles.find((role) => role.name === 'Author') as ManagedRole;
    const granted = author.permissions.flatMap((grant) => [grant.read, grant.write, grant.create]);
    expect(matrixBoxes(dialog).map((box) => box.checked)).toEqual(granted);
    expect(selectAll(dialog).closest('.ant-checkbox')).toHaveClass('ant-checkbox-indeterminate');

    await user.click(selectAll(dialog));
    expect(matrixBoxes(dialog).every((box) => box.checked)).toBe(true);
    expect(selectAll(dialog)).toBeChecked();

    await user.click(selectAll(dialog));
    expect(matrixBoxes(dialog).some((box) => box.checked)).toBe(false);
    expect(selectAll(dialog).closest('.ant-checkbox')).not.toHaveClass(
      'ant-checkbox-indeterminate',
    );
  });

  it("saves a role's matrix through the server", async () => {
    const { user } = await openRoles();
    const dialog = await editRole(user, 'Author');
    await user.click(within(dialog).getByLabelText('Payroll Read'));
    await user.click(within(dialog).getByLabelText('Payroll Write'));
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Role “Author” saved.')).toBeInTheDocument();
    const saved = (await api.roles.list()).roles.find((role) => role.name === 'Author');
    expect(saved?.permissions.find((grant) => grant.module === 'Payroll')).toEqual({
      module: 'Payroll',
      read: true,
      write: true,
      create: false,
    });

    // Opened again, the dialog shows what was saved.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reopened = await editRole(user, 'Author');
    expect(within(reopened).getByLabelText('Payroll Read')).toBeChecked();
    expect(within(reopened).getByLabelText('Payroll Create')).not.toBeChecked();
  });

  it('adds a role, refusing an empty or taken name', async () => {
    const { user } = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await dialogTitled('Add new role');
    const submit = within(dialog).getByRole('button', { name: 'Submit' });
    await user.click(submit);
    expect(await within(dialog).findByText('Please enter a role name.')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Role name'), 'editor');
    await user.click(submit);
    expect(
      await within(dialog).findByText('This role name is already in use.'),
    ).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('Role name'));
    await user.type(within(dialog).getByLabelText('Role name'), 'Auditor');
    await user.click(within(dialog).getByLabelText('Reporting Read'));
    await user.click(submit);

    expect(await screen.findByText('Role “Auditor” added.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Auditor', level: 2 })).toBeInTheDocument();
    expect(cardOf('Auditor')).toHaveTextContent('Total 0 users');
    const added = (await api.roles.list()).roles.find((role) => role.name === 'Auditor');
    expect(added?.permissions.filter((grant) => grant.read).map((grant) => grant.module)).toEqual([
      'Reporting',
    ]);
  });

  it('lists the users with their roles, filtered by role', async () => {
    const { user, router } = await openRoles();
    const table = () => screen.getByRole('table', { name: 'Users and their roles' });
    const shownRoles = () =>
      within(table())
        .queryAllByRole('row')
        .filter((row): row is HTMLTableRowElement => row.hasAttribute('data-row-key'))
        .map((row) => row.cells[2].textContent);
    await waitFor(() => expect(shownRoles()).toHaveLength(10));
    const total = (await api.users.list({})).total;
    expect(screen.getByText(`Showing 1 to 10 of ${total} entries`)).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByTitle('Maintainer'));
    const maintainers = roles.find((role) => role.name === 'Maintainer')?.userCount ?? 0;
    await waitFor(() =>
      expect(shownRoles()).toEqual(Array(Math.min(10, maintainers)).fill('Maintainer')),
    );
    expect(new URLSearchParams(router.state.location.search).get('role')).toBe('maintainer');
  });

  it('moves a page past the end of the users to their last page, and the URL follows', async () => {
    const { router } = await openRoles('/apps/roles?page=999');
    const total = (await api.users.list({})).total;
    const last = Math.ceil(total / 10);
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('page')).toBe(String(last)),
    );
    expect(
      await screen.findByText(`Showing ${(last - 1) * 10 + 1} to ${total} of ${total} entries`),
    ).toBeInTheDocument();
    expect(screen.queryByText('No user matches this search')).not.toBeInTheDocument();
  });
});
