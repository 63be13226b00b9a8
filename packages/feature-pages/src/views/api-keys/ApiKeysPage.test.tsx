import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
// The fake server keeps accounts in localStorage (they outlive a reload): each test starts afresh.
beforeEach(() => localStorage.clear());
beforeEach(() => signIn());

// user-event puts a clipboard of its own on the page: what was copied is read back from it.
const copied = () => navigator.clipboard.readText();

/** The open dialog that says `title` (in tests antd gives every dialog one id: names do not resolve). */
const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((each) => each.textContent?.includes(title));
    if (!dialog) throw new Error(`no dialog says ${title}`);
    return dialog;
  });

const openKeys = (language?: string) =>
  openFeature(pagesFeature, '/pages/api-key', () => screen.getByText(/No API key yet|Aucune clé/), {
    language,
  });

describe('ApiKeysPage', () => {
  it('creates a key: its secret is shown once with a copy button; the list copies its id and revokes it after asking', async () => {
    const { user } = await openKeys();
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'Deploy bot');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = await findDialog('Your new key: Deploy bot');
    const secret = within(dialog).getByTestId('api-key-secret').textContent ?? '';
    expect(secret).toMatch(/^tsk_[a-z0-9]{32}$/);
    await user.click(within(dialog).getByRole('button', { name: 'Copy key' }));
    expect(await screen.findByText('Copied to the clipboard.')).toBeInTheDocument();
    await expect(copied()).resolves.toBe(secret);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('api-key-secret')).not.toBeInTheDocument());

    const table = screen.getByRole('table', { name: 'Your API keys' });
    const row = (await within(table).findByText('Deploy bot')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent(secret.slice(0, 12));
    expect(row).not.toHaveTextContent(secret);
    await user.click(within(row).getByRole('button', { name: 'Copy the id of Deploy bot' }));
    await waitFor(async () => expect(await copied()).toBe(secret.slice(0, 12)));

    await user.click(within(row).getByRole('button', { name: 'Revoke Deploy bot' }));
    const confirm = await findDialog('Revoke Deploy bot?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(within(table).getByText('Deploy bot')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revoke Deploy bot' }));
    await user.click(
      within(await findDialog('Revoke Deploy bot?')).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(await screen.findByText('The key Deploy bot was revoked.')).toBeInTheDocument();
    expect(await within(table).findByText('No API key yet.')).toBeInTheDocument();
    await expect(api.pages.apiKeys()).resolves.toEqual({ keys: [] });
  });

  it('shows under the name a name already used', async () => {
    await api.pages.createApiKey({ name: 'Reports', access: 'read' });
    const { user } = await openFeature(pagesFeature, '/pages/api-key', () =>
      screen.getByText('Reports'),
    );
    await user.type(screen.getByRole('textbox', { name: 'Key name' }), 'reports');
    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('You already have a key with this name.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says the keys could not be loaded, and loads them on retry', async () => {
    failNext(endpoints.pages.apiKeys, { status: 500 });
    const { user } = await renderFeature(pagesFeature, '/pages/api-key');
    const failure = await findLoadFailure(user, 'Your API keys could not be loaded.');
    await failure.retry();
    expect(await screen.findByText('No API key yet.')).toBeInTheDocument();
  });

  it('keeps a key whose revocation fails, and says why', async () => {
    await api.pages.createApiKey({ name: 'Reports', access: 'full' });
    const { user } = await openFeature(pagesFeature, '/pages/api-key', () =>
      screen.getByText('Reports'),
    );
    failNext(endpoints.pages.revokeApiKey, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Revoke Reports' }));
    await user.click(
      within(await findDialog('Revoke Reports?')).getByRole('button', {
        name: 'Revoke',
      }),
    );
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Reports')).toBeInTheDocument();
    expect((await api.pages.apiKeys()).keys).toHaveLength(1);
  });

  it('speaks French', async () => {
    await openKeys('fr');
    expect(screen.getByRole('heading', { level: 1, name: 'Clés d’API' })).toBeInTheDocument();
  });
});
