import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
// The fake server keeps accounts in localStorage (they outlive a reload): each test starts afresh.
beforeEach(() => localStorage.clear());
beforeEach(() => signIn());

/** Replaces a field's text in one paste (a keystroke each is slow on a busy machine, and proves nothing more). */
async function fill(
  user: {
    click: (element: Element) => Promise<void>;
    clear: (element: Element) => Promise<void>;
    paste: (text: string) => Promise<void>;
  },
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

const openSettings = (path = '/pages/account-settings', language?: string) =>
  openFeature(
    pagesFeature,
    path,
    () => screen.getByRole('button', { name: /Save|Change password|Enregistrer/ }),
    {
      language,
    },
  );

describe('AccountSettingsPage', () => {
  it('shows the saved general settings, saves a change with a toast, and the server keeps it', async () => {
    const { user } = await openSettings();
    const fullName = screen.getByRole('textbox', { name: 'Full name' });
    expect(fullName).toHaveValue('Avery Stone');
    expect(screen.getByRole('textbox', { name: 'Username' })).toHaveValue('avery');
    await fill(user, fullName, 'Avery Stone-Lake');
    await fill(user, screen.getByRole('textbox', { name: 'Company' }), 'Tessera Labs');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    await expect(api.pages.account()).resolves.toMatchObject({
      general: { fullName: 'Avery Stone-Lake', company: 'Tessera Labs' },
    });
  });

  it('shows under its field a username another account uses, and keeps the saved one', async () => {
    const { user } = await openSettings();
    const username = screen.getByRole('textbox', { name: 'Username' });
    await fill(user, username, 'jordan');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This username is already in use.')).toBeInTheDocument();
    await expect(api.pages.account()).resolves.toMatchObject({ general: { username: 'avery' } });
  });

  it('checks the picture: a wrong type or one over 800 KB is refused, a PNG is previewed and saved', async () => {
    const { user } = await openSettings();
    const file = screen.getByLabelText('Picture file');
    // The file dialog offers only images of those types; a file dropped or picked otherwise is checked too.
    fireEvent.change(file, {
      target: { files: [new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a PNG, JPEG or GIF image.');
    const big = new File([new Uint8Array(800 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('This image is over 800 KB');

    fireEvent.change(file, {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' })],
      },
    });
    const preview = await screen.findByRole('img', { name: 'Your picture' });
    expect(preview).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect((await api.pages.account()).general.avatar).toMatch(/^data:image\/png;base64,/);
  });

  it('changes the password: the rules and the confirmation first, the current one checked by the server', async () => {
    const { user } = await openSettings('/pages/account-settings?tab=password');
    await fill(user, screen.getByLabelText('Current password'), 'wrong');
    await fill(user, screen.getByLabelText('New password'), 'short');
    await fill(user, screen.getByLabelText('Confirm the new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('At least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('The two passwords differ')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('New password'), 'tessera2026');
    await fill(user, screen.getByLabelText('Confirm the new password'), 'tessera2026');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('is not your current password')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('Current password'), 'admin');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveValue(''));
  });

  it('refuses a social link that is not a web address, and saves one that is', async () => {
    const { user } = await openSettings('/pages/account-settings?tab=social');
    const github = screen.getByRole('textbox', { name: 'GitHub' });
    await fill(user, github, 'github.com/avery');
    expect(github).toHaveValue('github.com/avery');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('Enter a web address starting with http:// or https://'),
    ).toBeInTheDocument();
    await fill(user, github, 'https://github.com/avery');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect((await api.pages.account()).social.github).toBe('https://github.com/avery');
  });

  it('saves the connections and the notifications, each through its own call', async () => {
    const { user, router } = await openSettings('/pages/account-settings?tab=connections');
    await user.click(screen.getByRole('switch', { name: 'Slack' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your settings were saved.')).toBeInTheDocument();
    expect((await api.pages.account()).connections.slack).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Notifications' }));
    expect(router.state.location.search).toBe('?tab=notifications');
    const table = screen.getByRole('table', { name: 'Notifications by event and channel' });
    await user.click(
      within(table).getByRole('checkbox', { name: 'A new device was linked by App' }),
    );
    await user.click(screen.getAllByRole('button', { name: 'Save changes' }).at(-1) as HTMLElement);
    await waitFor(async () =>
      expect((await api.pages.account()).notifications.newDevice.app).toBe(true),
    );
  });

  it('says the settings could not be loaded, and loads them on retry', async () => {
    failNext(endpoints.pages.account, { status: 500 });
    const { user } = await renderFeature(pagesFeature, '/pages/account-settings');
    const failure = await findLoadFailure(user, 'Your settings could not be loaded.');
    await failure.retry();
    expect(await screen.findByRole('textbox', { name: 'Full name' })).toHaveValue('Avery Stone');
  });

  it('shows a failed save and keeps the saved values', async () => {
    const { user } = await openSettings();
    const company = screen.getByRole('textbox', { name: 'Company' });
    await fill(user, company, 'Nope Inc');
    failNext(endpoints.pages.saveGeneral, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await expect(api.pages.account()).resolves.toMatchObject({ general: { company: '' } });
  });

  it('speaks French', async () => {
    await openSettings('/pages/account-settings', 'fr');
    expect(screen.getByRole('tab', { name: 'Mot de passe' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom complet' })).toHaveValue('Avery Stone');
  });
});
