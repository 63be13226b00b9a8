import { screen, waitFor, within } from '@testing-library/react';
import { api, type Email } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { emailDefaultPerPage } from '@tessera/api-client/email';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { fakeViewport, openFeature } from '@tessera/ui/testing';
import { emailFeature } from '../index';

setupFakeServer();
fakeViewport();
beforeEach(() => signIn());

const rows = () => screen.queryAllByTestId('email-row');
const rowOf = (email: Email) => {
  const row = rows().find((candidate) => candidate.textContent?.includes(email.subject));
  if (!row) throw new Error(`No row shows “${email.subject}”`);
  return row;
};
const inboxOf = async () => (await api.email.list({ perPage: 100 })).emails;
const stored = async (id: number) => (await api.email.get({ id })).email;
const refusal = (message: string) => ({ status: 500, body: { message } });

function openMailbox(path = '/apps/email') {
  return openFeature(emailFeature, path);
}

describe('Email: a failed load', () => {
  it('says the list could not be loaded, and retry shows it', async () => {
    const inbox = await inboxOf();
    failNext(endpoints.email.list, refusal('Mail store offline'));
    const { user } = await openMailbox();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The mails could not be loaded.');
    expect(alert).toHaveTextContent('The server had a problem');
    expect(screen.queryByText('Your inbox is empty.')).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the mail could not be loaded, and retry opens it', async () => {
    const [first] = await inboxOf();
    failNext(endpoints.email.get, refusal('Mail store offline'));
    const { user } = await openMailbox(`/apps/email?mail=${first.id}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The mail could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: first.subject })).toBeInTheDocument();
  });

  it('keeps the open mail when its neighbour cannot be found, and says why', async () => {
    const [first] = await inboxOf();
    const { user, router } = await openMailbox(`/apps/email?mail=${first.id}`);
    await screen.findByRole('heading', { name: first.subject });
    const next = screen.getByRole('button', { name: 'Next mail' });
    await waitFor(() => expect(next).toBeEnabled());
    failNext(endpoints.email.paginate, { status: 404, body: { message: 'Gone' } });
    await user.click(next);
    expect(
      await screen.findByText('It no longer exists. It may have been deleted meanwhile.'),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?mail=${first.id}`);
    expect(screen.getByRole('heading', { name: first.subject })).toBeInTheDocument();
  });
});

describe('Email: a refused change', () => {
  it('a bulk move: says why, moves nothing, and keeps the selection', async () => {
    const inbox = await inboxOf();
    const picked = inbox.slice(0, 2);
    const { user, settled } = await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    for (const email of picked) await user.click(within(rowOf(email)).getByRole('checkbox'));
    failNext(endpoints.email.update, { status: 409, body: { message: 'Mailbox is locked' } });
    await user.click(screen.getByRole('button', { name: /Move to trash$/ }));

    expect(await screen.findByText('Mailbox is locked')).toBeInTheDocument();
    await settled();
    expect(rows()).toHaveLength(inbox.length);
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    for (const email of picked) expect((await stored(email.id)).folder).toBe('inbox');
  });

  it('a label: says why, and the mails keep their labels', async () => {
    const inbox = await inboxOf();
    const target = inbox.find((email) => !email.labels.includes('private')) as Email;
    const { user, settled } = await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    await user.click(within(rowOf(target)).getByRole('checkbox'));
    failNext(endpoints.email.updateLabel, {
      status: 409,
      body: { message: 'Labels are read-only' },
    });
    await user.click(screen.getByRole('button', { name: /Label$/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Private/ }));

    expect(await screen.findByText('Labels are read-only')).toBeInTheDocument();
    await settled();
    expect((await stored(target.id)).labels).toEqual(target.labels);
    expect(within(rowOf(target)).queryByRole('img', { name: 'Private' })).not.toBeInTheDocument();
  });

  it('a star shows at once, and goes back when the server refuses', async () => {
    const inbox = await inboxOf();
    const target = inbox.find((email) => !email.isStarred) as Email;
    const { user, settled } = await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    const held = hold(endpoints.email.update);
    await user.click(within(rowOf(target)).getByRole('button', { name: 'Star' }));
    await held.arrived;
    // Shown before the server has answered.
    expect(within(rowOf(target)).getByRole('button', { name: 'Remove the star' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    held.fail({ status: 403, body: { message: 'Not yours' } });
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(rowOf(target)).getByRole('button', { name: 'Star' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    await settled();
    expect((await stored(target.id)).isStarred).toBe(false);
  });

  it('a read mark shows at once, and goes back when the server refuses', async () => {
    const inbox = await inboxOf();
    const target = inbox.find((email) => !email.isRead) as Email;
    const { user } = await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    await user.click(within(rowOf(target)).getByRole('checkbox'));
    const held = hold(endpoints.email.update);
    await user.click(screen.getByRole('button', { name: /Mark as read$/ }));
    await held.arrived;
    await waitFor(() => expect(rowOf(target)).not.toHaveClass('email-row--unread'));

    held.fail({ status: 409, body: { message: 'Could not mark it' } });
    expect(await screen.findByText('Could not mark it')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(target)).toHaveClass('email-row--unread'));
    expect((await stored(target.id)).isRead).toBe(false);
  });

  it('a star in the open mail goes back when refused, and the mail stays open', async () => {
    const target = (await inboxOf()).find((email) => !email.isStarred && email.isRead) as Email;
    const { user, router } = await openMailbox(`/apps/email?mail=${target.id}`);
    await screen.findByRole('heading', { name: target.subject });
    const held = hold(endpoints.email.update);
    await user.click(screen.getByRole('button', { name: 'Star' }));
    await held.arrived;
    expect(await screen.findByRole('button', { name: 'Remove the star' })).toBeInTheDocument();
    held.fail({ status: 500 });
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Star' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(router.state.location.search).toBe(`?mail=${target.id}`);
  });
});

describe('Email: the last page', () => {
  /** Makes the inbox hold exactly `size` mails (moving others in, or out to the trash). */
  async function inboxOfSize(size: number) {
    const inbox = await inboxOf();
    if (inbox.length > size) {
      const extra = inbox.slice(size).map((email) => email.id);
      await api.email.update({ emailIds: extra, dataToUpdate: { folder: 'trash' } });
      return;
    }
    const others = (
      await Promise.all(
        (['sent', 'draft', 'spam', 'trash'] as const).map((folder) =>
          api.email.list({ folder, perPage: 100 }),
        ),
      )
    ).flatMap(({ emails }) => emails.map((email) => email.id));
    const moved = others.slice(0, size - inbox.length);
    // Too few mails in the other folders: send some more, then bring them in too.
    for (let count = inbox.length + moved.length; count < size; count += 1) {
      const { email } = await api.email.send({
        to: ['mara.quill@copperlabs.example'],
        cc: [],
        bcc: [],
        subject: `Filler ${count}`,
        message: '<p>Filler</p>',
        attachments: [],
      });
      moved.push(email.id);
    }
    await api.email.update({ emailIds: moved, dataToUpdate: { folder: 'inbox' } });
  }

  it('trashing the only mail of page 2 shows page 1, never an empty inbox', async () => {
    await inboxOfSize(emailDefaultPerPage + 1);
    const { user, router, settled } = await openMailbox('/apps/email?page=2');
    await waitFor(() => expect(rows()).toHaveLength(1));
    await user.click(within(rows()[0]).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: /Move to trash$/ }));

    await waitFor(() => expect(router.state.location.search).toBe(''));
    await settled();
    await waitFor(() => expect(rows()).toHaveLength(emailDefaultPerPage));
    expect(screen.queryByText('Your inbox is empty.')).not.toBeInTheDocument();
  });

  it('a link to a page past the end shows the last page', async () => {
    const { router } = await openMailbox('/apps/email?page=999');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rows().length).toBeGreaterThan(0));
  });
});

describe('Email: the composer refused', () => {
  async function openComposer() {
    const view = await openMailbox();
    await view.user.click(screen.getByRole('button', { name: /Compose/ }));
    const dialog = await screen.findByRole('region', { name: 'New message' });
    await within(dialog).findByRole('textbox', { name: 'Message' });
    const to = within(dialog).getByRole('combobox', { name: 'To' });
    await view.user.type(to, 'mara.quill@copperlabs.example{Enter}');
    await view.user.type(within(dialog).getByRole('textbox', { name: 'Subject' }), 'Quarterly');
    return { ...view, dialog: () => screen.getByRole('region', { name: 'Quarterly' }) };
  }

  it('send: the server’s word on an address shows under its field, nothing is sent', async () => {
    const { user, dialog } = await openComposer();
    failNext(endpoints.email.send, {
      status: 400,
      body: { message: 'Invalid input', fieldErrors: { 'to.0': 'This address bounced.' } },
    });
    await user.click(within(dialog()).getByRole('button', { name: /Send$/ }));
    expect(await within(dialog()).findByText('This address bounced.')).toBeInTheDocument();
    const sent = (await api.email.list({ folder: 'sent', perPage: 100 })).emails;
    expect(sent.map((email) => email.subject)).not.toContain('Quarterly');
  });

  it('save draft: says why, keeps what was written, and saves nothing', async () => {
    const drafts = (await api.email.list()).emailsMeta.draft;
    const { user, dialog, settled } = await openComposer();
    failNext(endpoints.email.saveDraft, refusal('Drafts are full'));
    await user.click(within(dialog()).getByRole('button', { name: 'Save draft' }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await settled();
    expect(within(dialog()).getByRole('textbox', { name: 'Subject' })).toHaveValue('Quarterly');
    expect((await api.email.list()).emailsMeta.draft).toBe(drafts);
  });
});
