import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, openFeature, findLoadFailure } from '@tessera/ui/testing';
import { permissionsFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const serverProblem = 'The server had a problem. Please try again in a moment.';
const roleHeading = (name: string) => screen.queryByRole('heading', { name, level: 2 });
const payrollOf = async (roleName: string) =>
  (await api.roles.list()).roles
    .find((role) => role.name === roleName)
    ?.permissions.find((grant) => grant.module === 'Payroll');

function openRoles() {
  return openFeature(permissionsFeature, '/apps/roles', () =>
    screen.getByRole('heading', { name: 'Administrator', level: 2 }),
  );
}

describe('RolesPage when the server fails', () => {
  it('says the roles could not be loaded, and shows them on retry', async () => {
    failNext(endpoints.roles.list, { status: 500 });
    const { user, settled } = await renderFeature(permissionsFeature, '/apps/roles');
    const failure = await findLoadFailure(user, 'The roles could not be loaded.');
    expect(roleHeading('Administrator')).not.toBeInTheDocument();

    await failure.retry();
    expect(
      await screen.findByRole('heading', { name: 'Administrator', level: 2 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The roles could not be loaded.')).not.toBeInTheDocument(),
    );
    await settled();
  });

  it('says the role’s users could not be loaded, and lists them on retry', async () => {
    failNext(endpoints.users.list, { status: 500 });
    const { user, settled } = await renderFeature(permissionsFeature, '/apps/roles');
    const failure = await findLoadFailure(user, 'The users could not be loaded.');
    // The role cards come from their own call, and show.
    expect(
      await screen.findByRole('heading', { name: 'Administrator', level: 2 }),
    ).toBeInTheDocument();

    await failure.retry();
    const [first] = (await api.users.list({ page: 1, perPage: 10 })).users;
    expect(await screen.findByText(first.fullName)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await settled();
  });

  it('keeps a role’s matrix when saving it fails, with the dialog open', async () => {
    const before = await payrollOf('Author');
    const { user, settled } = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Edit role Author' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Payroll Read'));

    failNext(endpoints.roles.update, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(screen.queryByText('Role “Author” saved.')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(await payrollOf('Author')).toEqual(before);
    await settled();
  });

  it('adds no role when adding fails', async () => {
    const { user, settled } = await openRoles();
    await user.click(screen.getByRole('button', { name: 'Add role' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Role name'), 'Auditor');

    failNext(endpoints.roles.add, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(roleHeading('Auditor')).not.toBeInTheDocument();
    expect((await api.roles.list()).roles.map((role) => role.name)).not.toContain('Auditor');
    await settled();
  });
});
