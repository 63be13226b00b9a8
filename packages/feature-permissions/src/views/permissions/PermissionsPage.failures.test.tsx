import { screen, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { openFeature } from '@tessera/ui/testing';
import { permissionsFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const serverProblem = 'The server had a problem. Please try again in a moment.';

// A selector, not role queries: role queries over a whole antd table are slow in jsdom.
const shownNames = () =>
  Array.from(
    screen
      .getByRole('table', { name: 'Permissions' })
      .querySelectorAll<HTMLTableRowElement>('tbody tr[data-row-key]'),
  ).map((row) => row.cells[0].textContent);
const serverNames = async () =>
  (await api.permissions.list({ perPage: 100 })).permissions.map(({ name }) => name);

function openList() {
  return openFeature(permissionsFeature, '/apps/permissions', () =>
    expect(shownNames()).toContain('Only View'),
  );
}

describe('PermissionsPage when the server fails', () => {
  it('keeps the name when a rename fails, with the dialog open to try again', async () => {
    const { user, settled } = await openList();
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByLabelText('Permission name');
    await user.clear(name);
    await user.type(name, 'Read Only');

    failNext(endpoints.permissions.update, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBe(dialog);
    expect(shownNames()).toContain('Only View');
    expect(shownNames()).not.toContain('Read Only');
    expect(await serverNames()).toContain('Only View');
    await settled();
  });

  it('keeps a permission whose deletion fails, and says why', async () => {
    const { user, settled } = await openList();
    await user.click(screen.getByRole('button', { name: 'Delete Only View' }));
    const confirm = await screen.findByRole('dialog');

    failNext(endpoints.permissions.remove, { status: 500 });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(screen.queryByText('Permission “Only View” deleted.')).not.toBeInTheDocument();
    expect(shownNames()).toContain('Only View');
    expect(await serverNames()).toHaveLength(9);
    await settled();
  });
});
