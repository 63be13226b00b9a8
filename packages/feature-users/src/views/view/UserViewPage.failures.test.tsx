import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature, type setupUser } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type Tester = ReturnType<typeof setupUser>;

const serverProblem = 'The server had a problem. Please try again in a moment.';
const card = () => within(screen.getByTestId('user-card'));

async function openUser(id: number, tab?: string) {
  const view = await renderFeature(
    usersFeature,
    `/apps/user/view/${id}${tab ? `?tab=${tab}` : ''}`,
  );
  await screen.findByTestId('user-card');
  await view.settled();
  return view;
}

async function replaceText(user: Tester, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('a user’s page when the server fails', () => {
  it('says the user could not be loaded, and shows them on retry', async () => {
    const { user: person } = await api.users.get({ id: 4 });
    failNext(endpoints.users.get, { status: 500 });
    const { user } = await renderFeature(usersFeature, '/apps/user/view/4');
    expect(
      await screen.findByRole('heading', { name: 'The user could not be loaded.' }),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('user-card')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('user-card')).toHaveTextContent(person.fullName);
    expect(screen.queryByRole('heading', { name: /could not be loaded/ })).not.toBeInTheDocument();
  });

  it('keeps the saved name when an edit fails, with the form open to try again', async () => {
    const { user: before } = await api.users.get({ id: 4 });
    const { user } = await openUser(4);
    await user.click(card().getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit user information' });
    await replaceText(user, within(dialog).getByLabelText('Full name'), 'Renamed Person');

    failNext(endpoints.users.update, { status: 500 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit user information' })).toBe(dialog);
    expect(card().getByRole('heading', { level: 2 })).toHaveTextContent(before.fullName);
    expect((await api.users.get({ id: 4 })).user).toEqual(before);
  });

  it('keeps the status when a suspension fails, and says why', async () => {
    await api.users.update({ id: 7, status: 'active' });
    const { user } = await openUser(7);
    await user.click(card().getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog');

    failNext(endpoints.users.update, 'network');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(
      await screen.findByText('Cannot reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('The user was suspended.')).not.toBeInTheDocument();
    expect(card().getByText('Active')).toBeInTheDocument();
    expect(card().getByRole('button', { name: 'Suspend' })).toBeEnabled();
    expect((await api.users.get({ id: 7 })).user.status).toBe('active');
  });

  it('keeps the plan when changing it fails', async () => {
    await api.users.update({ id: 9, currentPlan: 'basic' });
    const { user } = await openUser(9);
    const plan = within(screen.getByTestId('plan-card'));
    await user.click(plan.getByRole('button', { name: 'Upgrade plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade plan' }));
    await user.click(dialog.getByRole('radio', { name: /Enterprise/ }));

    failNext(endpoints.users.update, { status: 500 });
    await user.click(dialog.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText(serverProblem)).toBeInTheDocument();
    expect(plan.getByText('Basic')).toBeInTheDocument();
    expect((await api.users.get({ id: 9 })).user.currentPlan).toBe('basic');
  });

  it('shows a refused password under its field, and keeps what was typed', async () => {
    const { user } = await openUser(2, 'security');
    const form = within(await screen.findByTestId('change-password'));
    await replaceText(user, form.getByLabelText('New password'), 'longer-secret-1');
    await replaceText(user, form.getByLabelText('Confirm new password'), 'longer-secret-1');

    failNext(endpoints.users.changePassword, {
      status: 400,
      body: {
        message: 'newPassword: was used before',
        fieldErrors: { newPassword: 'was used before' },
      },
    });
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await form.findByText('was used before')).toBeInTheDocument();
    expect(screen.queryByText('The password was changed.')).not.toBeInTheDocument();
    expect(form.getByLabelText('New password')).toHaveValue('longer-secret-1');

    // Sent again, the server takes it.
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password was changed.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByLabelText('New password')).toHaveValue(''));
  });

  it('at /apps/user/view alone, says the first user could not be found, with the way back', async () => {
    failNext(endpoints.users.list, 'network');
    const { user, router } = await renderFeature(usersFeature, '/apps/user/view');
    expect(await screen.findByText('The user could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to the list' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/user/list'));
  });
});
