import { screen, waitFor, within } from '@testing-library/react';
import { api, type User } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import UserListPage from './list/UserListPage';
import UserViewPage from './view/UserViewPage';

setupFakeServer();
beforeEach(() => signIn());

/** One user's page and the list side by side, in one store, as two screens of one session. */
function renderViewAndList(id: number) {
  return renderView({
    i18n: createTestI18n(featureResources('users')),
    path: '/apps/user/view/:id',
    initialEntry: `/apps/user/view/${id}`,
    element: (
      <>
        <UserViewPage />
        <UserListPage />
      </>
    ),
  });
}

describe('two changes at the same time', () => {
  it('suspends one user while another is deleted: each caller gets its own outcome', async () => {
    await api.users.update({ id: 3, status: 'active' });
    const { user: tester } = renderViewAndList(3);
    const card = within(await screen.findByTestId('user-card'));
    const rows = () => document.querySelectorAll('tr[data-row-key]');
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
    const { users } = await api.users.list({ page: 1, perPage: 10 });
    const doomed = users.find((person) => person.id !== 3) as User;

    // The suspension is sent first and answered last.
    const suspension = hold(endpoints.users.update);
    await tester.click(card.getByRole('button', { name: 'Suspend' }));
    await tester.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Suspend' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await suspension.arrived;

    await tester.click(screen.getByRole('button', { name: `Delete ${doomed.fullName}` }));
    await tester.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText(`${doomed.fullName} was deleted.`)).toBeInTheDocument();
    expect(card.getByText('Active')).toBeInTheDocument();

    suspension.release();
    expect(await screen.findByText('The user was suspended.')).toBeInTheDocument();
    expect(await card.findByText('Inactive')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: doomed.fullName })).not.toBeInTheDocument(),
    );
    // Neither success was reported as a failure.
    expect(document.querySelector('.ant-message-error')).toBeNull();
    expect((await api.users.get({ id: 3 })).user.status).toBe('inactive');
    expect((await api.users.all()).map((person) => person.id)).not.toContain(doomed.id);
  });
});
