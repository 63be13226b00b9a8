import { act, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import type { Feature } from '@tessera/ui';
import { fakeViewport, renderFeature } from '@tessera/ui/testing';
import { emailFeature } from '../../index';

setupFakeServer();
fakeViewport();
beforeEach(() => signIn());

const sentSubjects = async () =>
  (await api.email.list({ folder: 'sent', perPage: 100 })).emails.map((email) => email.subject);

/** A page of another app, to leave the mailbox for. */
const elsewhere: Feature = {
  id: 'elsewhere',
  routes: [{ path: '/elsewhere', load: async () => ({ default: () => <p>Another app</p> }) }],
};

async function openComposer() {
  const view = await renderFeature(emailFeature, '/apps/email', { features: [elsewhere] });
  await view.settled();
  await view.user.click(screen.getByRole('button', { name: /Compose/ }));
  const dialog = await screen.findByRole('region', { name: 'New message' });
  // The editor arrives with its own chunk.
  await within(dialog).findByRole('textbox', { name: 'Message' });
  return { ...view, dialog };
}

describe('Composer', () => {
  it('refuses an invalid address on its field, then sends the mail into Sent', async () => {
    const { user, dialog } = await openComposer();
    const to = within(dialog).getByRole('combobox', { name: 'To' });
    await user.type(to, 'nobody{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /Send$/ }));
    await waitFor(() =>
      expect(within(dialog).getByText('nobody is not a valid email address.')).toBeInTheDocument(),
    );
    expect(await sentSubjects()).not.toContain('Lunch on Friday');

    // Its chip's remove button takes it back (antd ignores Backspace for 250 ms after typing).
    await user.click(within(dialog).getByRole('button', { name: 'Remove nobody' }));
    expect(within(dialog).queryByText('nobody')).not.toBeInTheDocument();
    await user.type(to, 'mara.quill@copperlabs.example{Enter}');
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Lunch on Friday');
    await user.click(within(dialog).getByRole('button', { name: /Send$/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /Lunch/ })).not.toBeInTheDocument(),
    );
    const [sent] = (await api.email.list({ folder: 'sent' })).emails;
    expect(sent).toMatchObject({
      subject: 'Lunch on Friday',
      to: [{ name: 'Mara Quill', email: 'mara.quill@copperlabs.example' }],
    });
  });

  it('asks before closing with unsaved text; a saved draft closes at once', async () => {
    const { user, dialog } = await openComposer();
    const before = (await api.email.list()).emailsMeta.draft;
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Half a thought');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    // A text query: role queries over the whole page are slow on a busy machine.
    const question = await screen.findByText('What you wrote has not been sent or saved.');
    const ask = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('region', { name: 'Half a thought' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(async () => expect((await api.email.list()).emailsMeta.draft).toBe(before + 1));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Half a thought' })).not.toBeInTheDocument(),
    );
  });

  it('minimises and maximises', async () => {
    const { user, dialog } = await openComposer();
    await user.click(within(dialog).getByRole('button', { name: 'Minimise' }));
    expect(dialog).toHaveClass('email-composer--minimised');
    expect(within(dialog).queryByRole('textbox', { name: 'Subject' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    await user.click(within(dialog).getByRole('button', { name: 'Maximise' }));
    expect(dialog).toHaveClass('email-composer--maximised');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAttribute('role', 'dialog');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toBeVisible();
  });

  it('maximised, keeps Tab inside and comes back down with Escape', async () => {
    const { user, dialog } = await openComposer();
    await user.click(within(dialog).getByRole('button', { name: 'Maximise' }));
    within(dialog).getByRole('button', { name: 'Save draft' }).focus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Minimise' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Save draft' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(dialog).not.toHaveClass('email-composer--maximised');
    // Docked, it says it is a region of the page, not a dialog that fails to be modal.
    expect(dialog).not.toHaveAttribute('aria-modal');
    expect(dialog).toHaveAttribute('role', 'region');
    expect(screen.queryByTestId('composer-backdrop')).not.toBeInTheDocument();
  });

  it('refuses the chips the contract refuses, once per mailbox whatever the case', async () => {
    const { user, dialog } = await openComposer();
    const to = within(dialog).getByRole('combobox', { name: 'To' });
    await user.type(to, 'onerror=alert(1)>@x.com{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /Send$/ }));
    await waitFor(() =>
      expect(
        within(dialog).getByText('onerror=alert(1)>@x.com is not a valid email address.'),
      ).toBeInTheDocument(),
    );
    await user.click(
      within(dialog).getByRole('button', { name: 'Remove onerror=alert(1)>@x.com' }),
    );

    const long = `${'l'.repeat(300)}@example.com`;
    await user.type(to, `${long}{Enter}`);
    await user.click(within(dialog).getByRole('button', { name: /Send$/ }));
    await waitFor(() =>
      expect(within(dialog).getByText(new RegExp(`^${long} is too long`))).toBeInTheDocument(),
    );
    await user.click(within(dialog).getByRole('button', { name: `Remove ${long}` }));

    await user.type(to, 'OK@EXAMPLE.COM{Enter}ok@example.com{Enter}');
    await waitFor(() => expect(within(dialog).queryByText(/is not a valid/)).toBeNull());
    expect(
      within(dialog).getAllByRole('button', { name: /^Remove ok@example.com$/i }),
    ).toHaveLength(1);
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Case');
    await user.click(within(dialog).getByRole('button', { name: /Send$/ }));
    await waitFor(async () => expect(await sentSubjects()).toContain('Case'));
    const [sent] = (await api.email.list({ folder: 'sent' })).emails;
    expect(sent.to.map((person) => person.email)).toEqual(['OK@EXAMPLE.COM']);
  });

  it('reopens a draft with its attachment, and sending it sends the file', async () => {
    const { email: draft } = await api.email.saveDraft({
      to: ['mara.quill@copperlabs.example'],
      subject: 'Agenda attached',
      attachments: [{ fileName: 'agenda.pdf', size: 2048 }],
    });
    const { user } = await renderFeature(emailFeature, '/apps/email/draft');
    await user.click(await screen.findByText('Agenda attached'));
    const dialog = await screen.findByRole('region', { name: 'Agenda attached' });
    await waitFor(() => expect(within(dialog).getByText('agenda.pdf')).toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: /Send$/ }));
    await waitFor(async () => expect(await sentSubjects()).toContain('Agenda attached'));
    const [sent] = (await api.email.list({ folder: 'sent' })).emails;
    expect(sent.attachments).toMatchObject([{ fileName: 'agenda.pdf', size: 2048 }]);
    const drafts = (await api.email.list({ folder: 'draft', perPage: 100 })).emails;
    expect(drafts.map((email) => email.id)).not.toContain(draft.id);
  });

  it('takes the focus into To on opening; Escape closes it and the focus goes back to Compose', async () => {
    const { user, dialog } = await openComposer();
    expect(within(dialog).getByRole('combobox', { name: 'To' })).toHaveFocus();
    expect(dialog).toHaveAttribute('role', 'region');
    expect(dialog).not.toHaveAttribute('aria-modal');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Compose/ })).toHaveFocus();
  });

  it('asks before unsent words are lost to another folder or page; a saved draft leaves at once', async () => {
    const { user, dialog, router } = await openComposer();
    await user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Unsent');
    // Another folder (a link of the mailbox), like the menu or Back, asks; Cancel stays.
    await user.click(screen.getByRole('link', { name: /Sent/ }));
    const question = await screen.findByText('Your changes will be lost.');
    const ask = question.closest('.ant-modal') as HTMLElement;
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByText('Your changes will be lost.')).toBeNull());
    expect(router.state.location.pathname).toBe('/apps/email');
    expect(within(dialog).getByRole('textbox', { name: 'Subject' })).toHaveValue('Unsent');

    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Your changes will be lost.')).toBeInTheDocument();
    await user.click(
      within(
        screen.getByText('Your changes will be lost.').closest('.ant-modal') as HTMLElement,
      ).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByText('Your changes will be lost.')).toBeNull());

    // Saved, then away at once: no stale question.
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await act(() => router.navigate('/elsewhere'));
    expect(await screen.findByText('Another app')).toBeInTheDocument();
    expect(screen.queryByText('Your changes will be lost.')).toBeNull();
    const drafts = (await api.email.list({ folder: 'draft', perPage: 100 })).emails;
    expect(drafts.map((email) => email.subject)).toContain('Unsent');
  });
});
