import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { type setupUser, openFeature } from '@tessera/ui/testing';
import { usersFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

type Tester = ReturnType<typeof setupUser>;

const card = () => within(screen.getByTestId('user-card'));

// The user's details (devices, projects…) fill the tabs when they arrive: type nothing before.
function openUser(id: number, tab?: string) {
  return openFeature(usersFeature, `/apps/user/view/${id}${tab ? `?tab=${tab}` : ''}`, () =>
    screen.getByTestId('user-card'),
  );
}

/** Replaces a text field's value in one go, and waits until the field shows it. */
async function replaceText(user: Tester, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
  await waitFor(() => expect(field).toHaveValue(text));
}

describe('changing a user from their page', () => {
  it('edits the user: the form is prefilled and the card shows the saved name', async () => {
    const { user: before } = await api.users.get({ id: 4 });
    const { user } = await openUser(4);
    await user.click(card().getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit user information' }));
    expect(dialog.getByLabelText('Email')).toHaveValue(before.email);

    await replaceText(user, dialog.getByLabelText('Full name'), 'Renamed Person');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Renamed Person was saved.')).toBeInTheDocument();
    await waitFor(() =>
      expect(card().getByRole('heading', { level: 2 })).toHaveTextContent('Renamed Person'),
    );
    expect((await api.users.get({ id: 4 })).user).toEqual({
      ...before,
      fullName: 'Renamed Person',
    });
  });

  it('reopens on the saved values after Cancel: no unsaved change, no error, focus on the first field', async () => {
    const { user: saved } = await api.users.get({ id: 5 });
    const { user } = await openUser(5);
    await user.click(card().getByRole('button', { name: 'Edit' }));
    let dialog = within(await screen.findByRole('dialog', { name: 'Edit user information' }));
    await user.clear(dialog.getByLabelText('Full name'));
    await replaceText(user, dialog.getByLabelText('Email'), 'not-an-email');
    expect(await dialog.findByText('Enter the full name.')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(card().getByRole('button', { name: 'Edit' }));
    dialog = within(await screen.findByRole('dialog', { name: 'Edit user information' }));
    expect(dialog.getByLabelText('Full name')).toHaveValue(saved.fullName);
    expect(dialog.getByLabelText('Email')).toHaveValue(saved.email);
    expect(dialog.queryByText('Enter the full name.')).toBeNull();
    expect(dialog.queryByText('Enter a valid email address.')).toBeNull();
    await waitFor(() => expect(dialog.getByLabelText('Full name')).toHaveFocus());
  });

  it("shows a server refusal on its field: another user's email", async () => {
    const [, other] = await api.users.all();
    const { user } = await openUser(6);
    await user.click(card().getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit user information' }));
    await replaceText(user, dialog.getByLabelText('Email'), other.email);
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    const field = dialog.getByLabelText('Email').closest('.ant-form-item') as HTMLElement;
    expect(await within(field).findByText('This email is already in use.')).toBeInTheDocument();
    expect((await api.users.get({ id: 6 })).user.email).not.toBe(other.email);
  });

  it('suspends after confirming, then reactivates', async () => {
    await api.users.update({ id: 7, status: 'active' });
    const { user } = await openUser(7);
    expect(card().getByText('Active')).toBeInTheDocument();

    await user.click(card().getByRole('button', { name: 'Suspend' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('Suspend');
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The user was suspended.')).toBeInTheDocument();
    expect(await card().findByText('Inactive')).toBeInTheDocument();
    expect((await api.users.get({ id: 7 })).user.status).toBe('inactive');

    await user.click(card().getByRole('button', { name: 'Reactivate' }));
    expect(await card().findByText('Active')).toBeInTheDocument();
    expect((await api.users.get({ id: 7 })).user.status).toBe('active');
  });

  it('keeps the status when the suspension is cancelled', async () => {
    await api.users.update({ id: 8, status: 'pending' });
    const { user } = await openUser(8);
    await user.click(card().getByRole('button', { name: 'Suspend' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(card().getByText('Pending')).toBeInTheDocument();
    expect((await api.users.get({ id: 8 })).user.status).toBe('pending');
  });

  it('changes the plan from the plan card', async () => {
    await api.users.update({ id: 9, currentPlan: 'basic' });
    const { user } = await openUser(9);
    const plan = within(screen.getByTestId('plan-card'));
    expect(plan.getByText('Basic')).toBeInTheDocument();
    await user.click(plan.getByRole('button', { name: 'Upgrade plan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Upgrade plan' }));
    await user.click(dialog.getByRole('radio', { name: /Enterprise/ }));
    await user.click(dialog.getByRole('button', { name: 'Change plan' }));
    expect(await screen.findByText('The plan is now Enterprise.')).toBeInTheDocument();
    await waitFor(() => expect(plan.getByText('Enterprise')).toBeInTheDocument());
    expect((await api.users.get({ id: 9 })).user.currentPlan).toBe('enterprise');
  });

  it('changes the password once both entries are valid and match', async () => {
    const { user } = await openUser(2, 'security');
    const form = within(await screen.findByTestId('change-password'));
    await replaceText(user, form.getByLabelText('New password'), 'short1');
    await replaceText(user, form.getByLabelText('Confirm new password'), 'different1');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    // Both at once, each looked up afresh: the form validates again on submit, and redraws its
    // messages, so a message found before that may be gone from the page by the next line.
    await waitFor(() => {
      expect(form.getByText('Use at least 8 characters.')).toBeInTheDocument();
      expect(form.getByText("The two passwords don't match.")).toBeInTheDocument();
    });

    await replaceText(user, form.getByLabelText('New password'), 'longer-secret-1');
    await replaceText(user, form.getByLabelText('Confirm new password'), 'longer-secret-1');
    await user.click(form.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('The password was changed.')).toBeInTheDocument();
    expect(form.getByLabelText('New password')).toHaveValue('');
  });

  it('sets up two-step verification with a phone number', async () => {
    const { user } = await openUser(2, 'security');
    const section = within(await screen.findByTestId('two-step'));
    await user.click(section.getByRole('button', { name: 'Enable two-step verification' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Enable two-step verification' }),
    );
    await user.click(dialog.getByRole('button', { name: 'Enable' }));
    expect(await dialog.findByText('Enter a phone number.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Phone number'), '+33 6 12 34 56 78');
    await user.click(dialog.getByRole('button', { name: 'Enable' }));
    expect(await dialog.findByText('Two-step verification is on')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Done' }));
    expect(await section.findByText('Codes are sent to +33 6 12 34 56 78.')).toBeInTheDocument();
  });

  it('adds a payment card after checking it', async () => {
    const { user } = await openUser(2, 'billing');
    const cards = within(await screen.findByTestId('payment-methods'));
    await user.click(cards.getByRole('button', { name: 'Add card' }));
    await replaceText(user, cards.getByLabelText('Card number'), '4242 4242 4242 4241');
    await replaceText(user, cards.getByLabelText('Expiry (MM/YY)'), '13/99');
    await user.click(cards.getByRole('button', { name: 'Save card' }));
    expect(await cards.findByText('Enter a valid card number.')).toBeInTheDocument();
    expect(await cards.findByText('Enter a future date as MM/YY.')).toBeInTheDocument();
    expect(await cards.findByText('Enter the name on the card.')).toBeInTheDocument();

    await replaceText(user, cards.getByLabelText('Card number'), '5555 5555 5555 4444');
    await replaceText(user, cards.getByLabelText('Name on card'), 'Card Holder');
    await replaceText(user, cards.getByLabelText('Expiry (MM/YY)'), '12/99');
    await replaceText(user, cards.getByLabelText('Security code'), '123');
    await user.click(cards.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByText('The card ending in 4444 was added.')).toBeInTheDocument();
    expect(cards.getByText(/Card Holder/)).toBeInTheDocument();
  });
});
