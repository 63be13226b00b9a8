import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { openFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
// The fake server keeps accounts in localStorage (they outlive a reload): each test starts afresh.
beforeEach(() => localStorage.clear());
beforeEach(() => signIn());

const openExamples = (language?: string) =>
  openFeature(
    pagesFeature,
    '/pages/modal-examples',
    () => screen.getAllByRole('button', { name: /Show|Afficher/ }),
    { language },
  );

type User = Awaited<ReturnType<typeof openExamples>>['user'];

/** Presses the "Show" button of the example titled `title`, and waits for its dialog. */
async function show(user: User, title: string) {
  await user.click(screen.getByRole('button', { name: 'Show', description: title }));
  return screen.findByRole('dialog', { name: title });
}

/**
 * Waits until every message shows in the dialog. A form's field messages appear one by one, and
 * antd redraws a field's message list while it settles: each is looked for again until all show.
 */
async function expectMessages(dialog: HTMLElement, ...messages: string[]) {
  await waitFor(() => {
    for (const text of messages) expect(within(dialog).getByText(text)).toBeInTheDocument();
  });
}

async function type(user: User, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('ModalExamplesPage', () => {
  it('adds a card: each field is checked, then a toast says it passed', async () => {
    const { user } = await openExamples();
    const dialog = await show(user, 'Add new card');
    const number = within(dialog).getByRole('textbox', { name: 'Card number' });
    await waitFor(() => expect(number).toHaveFocus());
    await type(user, number, '4242 4242 4242 4241');
    await type(user, within(dialog).getByRole('textbox', { name: 'Expiry date' }), '13/30');
    await type(user, within(dialog).getByRole('textbox', { name: 'Security code' }), '12');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    await expectMessages(
      dialog,
      'Enter a valid card number',
      'Enter the month and year as MM/YY',
      '3 digits (4 for American Express)',
      'Required',
    );

    await type(user, number, '4242 4242 4242 4242');
    await type(user, within(dialog).getByRole('textbox', { name: 'Name on card' }), 'Avery Stone');
    await type(user, within(dialog).getByRole('textbox', { name: 'Expiry date' }), '01/40');
    await type(user, within(dialog).getByRole('textbox', { name: 'Security code' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(
      await screen.findByText(
        'The card ending in 4242 passed the checks (an example: nothing was kept).',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes a dialog with Escape', async () => {
    const { user } = await openExamples();
    const dialog = await show(user, 'Share project');
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Email address' })).toHaveFocus(),
    );
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('walks the create-app wizard: Next checks the step, Back keeps the choices', async () => {
    const { user } = await openExamples();
    const dialog = await show(user, 'Create app');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await expectMessages(dialog, 'Required');
    await type(user, within(dialog).getByRole('textbox', { name: 'App name' }), 'Helpdesk');
    await user.click(within(dialog).getByRole('radio', { name: 'Team chat' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('radio', { name: 'Svelte' }));
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('textbox', { name: 'App name' })).toHaveValue('Helpdesk');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('radio', { name: 'SQLite' }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    const summary = await within(dialog).findByTestId('app-summary');
    expect(summary).toHaveTextContent('Helpdesk');
    expect(summary).toHaveTextContent('Team chat');
    expect(summary).toHaveTextContent('Svelte');
    expect(summary).toHaveTextContent('SQLite');
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }));
    expect(
      await screen.findByText('Helpdesk passed every step (an example: nothing was created).'),
    ).toBeInTheDocument();
  });

  it('edits the user through the account settings: saved, and a taken username is shown under its field', async () => {
    const { user } = await openExamples();
    let dialog = await show(user, 'Edit user');
    const fullName = await within(dialog).findByRole('textbox', { name: 'Full name' });
    expect(fullName).toHaveValue('Avery Stone');
    await type(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'jordan');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectMessages(dialog, 'This username is already in use.');

    await type(user, within(dialog).getByRole('textbox', { name: 'Username' }), 'avery');
    await type(user, fullName, 'Avery Stone-Lake');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your details were saved.')).toBeInTheDocument();
    await expect(api.pages.account()).resolves.toMatchObject({
      general: { fullName: 'Avery Stone-Lake', username: 'avery' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Opened again, it shows what was saved.
    dialog = await show(user, 'Edit user');
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Avery Stone-Lake',
    );
  });

  it('says when the account could not be loaded into Edit user, and loads it on retry', async () => {
    failNext(endpoints.pages.account, { status: 500 });
    const { user } = await openExamples();
    const dialog = await show(user, 'Edit user');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Your settings could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('textbox', { name: 'Full name' })).toHaveValue(
      'Avery Stone',
    );
  });

  it('sets up two-step verification with an app: the code must be six digits', async () => {
    const { user } = await openExamples();
    const dialog = await show(user, 'Two-step verification');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByTestId('setup-key')).toHaveTextContent(
      /^([A-Z2-7]{4} ){3}[A-Z2-7]{4}$/,
    );
    const code = within(dialog).getByRole('textbox', { name: 'Six-digit code' });
    await type(user, code, '12a');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    await expectMessages(dialog, 'Enter the six digits');
    await type(user, code, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(
      await screen.findByText(
        'The code passed the checks (an example: two-step verification was not changed).',
      ),
    ).toBeInTheDocument();
  });

  it('refers a friend: the address is checked, and the link names the account', async () => {
    const { user } = await openExamples();
    const dialog = await show(user, 'Refer and earn');
    expect(within(dialog).getByTestId('referral-link')).toHaveTextContent(/\/register\?ref=avery$/);
    const email = within(dialog).getByRole('textbox', { name: "Friend's email" });
    await type(user, email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await expectMessages(dialog, 'Enter a valid email address');
    await type(user, email, 'sam@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(
      await screen.findByText(
        'The invitation to sam@example.com passed the checks (an example: nothing was sent).',
      ),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = await openExamples('fr');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Exemples de fenêtres' }),
    ).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Afficher' })[2]);
    expect(await screen.findByRole('dialog', { name: 'Ajouter une carte' })).toBeInTheDocument();
  });
});
