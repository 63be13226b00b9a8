import { screen, waitFor, within } from '@testing-library/react';
import { api, type Email } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { fakeViewport, openFeature, renderFeature } from '@tessera/ui/testing';
import { emailFeature } from '../index';

setupFakeServer();

const viewport = fakeViewport();
beforeEach(() => signIn());

const rows = () => screen.queryAllByTestId('email-row');
const subjects = () =>
  rows().map((row) => row.querySelector('.email-row__title')?.textContent ?? '');
/** The count a folder's badge says (to screen readers: "3 unread"); 0 when it shows none. */
const badgeCount = (folder: 'inbox' | 'spam' | 'draft') =>
  Number(
    /\d+/.exec(
      screen.queryByTestId(`badge-${folder}`)?.querySelector('.sr-only')?.textContent ?? '',
    )?.[0] ?? 0,
  );

function openMailbox(path = '/apps/email') {
  return openFeature(emailFeature, path);
}

const inboxOf = async () => (await api.email.list({ perPage: 100 })).emails;

describe('EmailPage: the list', () => {
  it('shows the inbox newest first, with the unread badges and the draft count', async () => {
    const inbox = await inboxOf();
    const { emailsMeta } = await api.email.list();
    await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    expect(subjects()).toEqual(inbox.map((email) => email.subject));
    expect(badgeCount('inbox')).toBe(emailsMeta.inbox);
    expect(badgeCount('spam')).toBe(emailsMeta.spam);
    expect(badgeCount('draft')).toBe(emailsMeta.draft);
    expect(screen.getByText(`${emailsMeta.draft} drafts`)).toHaveClass('sr-only');
    expect(screen.getByRole('link', { name: /Inbox/ })).toHaveAttribute('aria-current', 'page');
  });

  it('searches through the URL, and says when nothing matches', async () => {
    const { user, router } = await openMailbox();
    await waitFor(() => expect(rows().length).toBeGreaterThan(1));
    await user.type(screen.getByRole('textbox', { name: 'Search mail' }), 'parcel');
    await waitFor(() => expect(subjects()).toEqual(['Your parcel could not be delivered']));
    expect(router.state.location.search).toBe('?q=parcel');
    await user.clear(screen.getByRole('textbox', { name: 'Search mail' }));
    await user.type(screen.getByRole('textbox', { name: 'Search mail' }), 'zzzz');
    expect(await screen.findByText('No mail matches “zzzz”.')).toBeInTheDocument();
  });

  it('selects all, none and one (indeterminate), and moves three mails to spam: the badges follow', async () => {
    const inbox = await inboxOf();
    const { user, settled } = await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    const all = screen.getByRole('checkbox', { name: 'Select all mails' });
    await user.click(all);
    expect(screen.getByText(`${inbox.length} selected`)).toBeInTheDocument();
    await user.click(all);
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument();

    const unread = inbox.filter((email) => !email.isRead).slice(0, 3);
    for (const email of unread) {
      const row = rows()[inbox.indexOf(email)];
      await user.click(within(row).getByRole('checkbox'));
    }
    expect(all).toBePartiallyChecked();
    const inboxBefore = badgeCount('inbox');
    const spamBefore = badgeCount('spam');
    await user.click(screen.getByRole('button', { name: /Move to$/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Spam' }));
    await waitFor(() => expect(rows()).toHaveLength(inbox.length - 3));
    await settled();
    expect(badgeCount('inbox')).toBe(inboxBefore - 3);
    expect(badgeCount('spam')).toBe(spamBefore + 3);
  });

  it('stars a mail from its row', async () => {
    const inbox = await inboxOf();
    const target = inbox.find((email) => !email.isStarred) as Email;
    const { user } = await openMailbox();
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    const row = rows()[inbox.indexOf(target)];
    await user.click(within(row).getByRole('button', { name: 'Star' }));
    await waitFor(async () => {
      const stored = (await api.email.get({ id: target.id })).email;
      expect(stored.isStarred).toBe(true);
    });
    await waitFor(() =>
      expect(
        within(rows()[inbox.indexOf(target)]).getByRole('button', { name: 'Remove the star' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
  });

  it('shows each folder’s empty state', async () => {
    const trash = (await api.email.list({ folder: 'trash', perPage: 100 })).emails;
    await api.email.update({
      emailIds: trash.map((email) => email.id),
      dataToUpdate: { folder: 'inbox' },
    });
    await openMailbox('/apps/email/trash');
    expect(await screen.findByText('The trash is empty.')).toBeInTheDocument();
  });

  it('keeps the folders in a drawer on phones', async () => {
    viewport.phone();
    const { user, router } = await openMailbox();
    expect(screen.queryByRole('link', { name: /Sent/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Open folders and labels/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Mailbox' });
    await user.click(within(drawer).getByRole('link', { name: /Sent/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email/sent'));
    expect(screen.getByRole('button', { name: /Open folders and labels/ })).toHaveTextContent(
      'Sent',
    );
  });

  it.each([
    '/apps/email/archive',
    '/apps/email/label/foo',
    '/apps/email/label/company?folder=bogus',
  ])('answers %s, a folder or label that does not exist, with a way to the inbox', async (path) => {
    const { user, router } = await renderFeature(emailFeature, path);
    expect(await screen.findByText('There is no such folder or label.')).toBeInTheDocument();
    expect(screen.queryByText('This mail does not exist any more.')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Go to the inbox' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email'));
  });

  it('moves a page past the end (?page=999) to the last page, never saying the inbox is empty', async () => {
    const inbox = await inboxOf();
    // Every text the page shows on its way, however briefly.
    const said = new Set<string>();
    const watch = new MutationObserver((records) => {
      for (const record of records) {
        said.add(record.oldValue ?? '');
        for (const node of [...record.addedNodes, ...record.removedNodes])
          said.add(node.textContent ?? '');
      }
    });
    watch.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      characterDataOldValue: true,
    });
    const { router } = await openMailbox('/apps/email?page=999');
    await waitFor(() => expect(rows()).toHaveLength(inbox.length));
    watch.disconnect();
    expect(router.state.location.search).toBe('');
    expect([...said].filter((text) => text.includes('Your inbox is empty.'))).toEqual([]);
  });
});

describe('EmailPage: reading', () => {
  it('opens the hostile mail from the URL with its script, onerror and javascript: link removed', async () => {
    const [hostile] = (await api.email.list({ q: 'parcel' })).emails;
    const { container } = await openMailbox(`/apps/email?mail=${hostile.id}`);
    expect(
      await screen.findByRole('heading', { name: 'Your parcel could not be delivered' }),
    ).toBeInTheDocument();
    const body = container.querySelector('.email-body') as HTMLElement;
    expect(body).toHaveTextContent('We tried to deliver your parcel today.');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    // Its picture's relative address loads nothing: a placeholder, not a broken image.
    expect(within(body).getByRole('img', { name: 'Tracking' })).not.toHaveAttribute('src');
    expect(within(body).getByRole('img', { name: 'Tracking' })).toHaveAttribute(
      'data-image-placeholder',
    );
    expect(within(body).getByText('Reschedule the delivery')).not.toHaveAttribute(
      'href',
      expect.stringMatching(/javascript/),
    );
    // Opening read it: the server says so.
    await waitFor(async () =>
      expect((await api.email.get({ id: hostile.id })).email.isRead).toBe(true),
    );
  });

  it("keeps the sender's address on the page's side, reading left to right inside", async () => {
    const [first] = await inboxOf();
    await openMailbox(`/apps/email?mail=${first.id}`);
    const address = await screen.findByText(first.from.email);
    expect(address).toHaveAttribute('dir', 'ltr');
    // The line that holds it follows the page (right in right to left), not the address.
    const line = address.closest('.email-card__who > *') as HTMLElement;
    expect(line).not.toHaveAttribute('dir');
    expect(line).not.toBe(address);
  });

  it('walks next and previous to both ends; the buttons disable there', async () => {
    const inbox = await inboxOf();
    const { user, router } = await openMailbox(`/apps/email?mail=${inbox[0].id}`);
    const previous = await screen.findByRole('button', { name: 'Previous mail' });
    const next = screen.getByRole('button', { name: 'Next mail' });
    await screen.findByRole('heading', { name: inbox[0].subject });
    await waitFor(() => expect(next).toBeEnabled());
    expect(previous).toBeDisabled();
    for (const email of inbox.slice(1)) {
      await user.click(next);
      await waitFor(() => expect(router.state.location.search).toBe(`?mail=${email.id}`));
      await screen.findByRole('heading', { name: email.subject });
      await waitFor(() => expect(previous).toBeEnabled());
    }
    await waitFor(() => expect(next).toBeDisabled());
    await user.click(previous);
    await waitFor(() => expect(router.state.location.search).toBe(`?mail=${inbox.at(-2)?.id}`));
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('shows attachments and earlier messages behind a toggle', async () => {
    const all = (await api.email.list({ perPage: 100 })).emails;
    const target = all.find((email) => email.replies.length > 0 && email.attachments.length > 0);
    if (!target) throw new Error('the seed must hold a mail with replies and attachments');
    const { user } = await openMailbox(`/apps/email?mail=${target.id}`);
    const toggle = await screen.findByRole('button', { name: /Show \d+ earlier message/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide earlier messages' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const file of target.attachments) {
      expect(screen.getByRole('link', { name: `Download ${file.fileName}` })).toHaveAttribute(
        'download',
        file.fileName,
      );
    }
  });

  it('closes the open mail once it leaves the list (trashed), and keeps it while it stays (starred)', async () => {
    const inbox = await inboxOf();
    // A read mail: opening an unread one reads it, and its actions wait until that is done.
    const target = inbox.find((email) => !email.isStarred && email.isRead) as Email;
    const { user, router } = await openMailbox(`/apps/email?mail=${target.id}`);
    await screen.findByRole('heading', { name: target.subject });
    await user.click(screen.getByRole('button', { name: 'Star' }));
    // The star shows at once; the other actions come back once the server has answered.
    await screen.findByRole('button', { name: 'Remove the star' });
    const trash = () => screen.getByRole('button', { name: 'Move to trash' });
    await waitFor(() => expect(trash()).toBeEnabled());
    expect(router.state.location.search).toBe(`?mail=${target.id}`);
    await user.click(trash());
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(inbox.length - 1));
  });

  it('keeps a mail’s remote images off until the reader asks', async () => {
    const { email } = await api.email.send({
      to: ['mara.quill@copperlabs.example'],
      subject: 'Newsletter',
      message:
        '<p>Our news</p><img src="https://tracker.example/open.gif" width="1" height="1" alt="">' +
        '<a href="https://news.example/">Read more</a>',
    });
    const { user, container } = await openMailbox(`/apps/email/sent?mail=${email.id}`);
    await screen.findByRole('heading', { name: 'Newsletter' });
    const body = container.querySelector('.email-body') as HTMLElement;
    expect(body.querySelector('img')).not.toHaveAttribute('src');
    expect(within(body).getByRole('link', { name: 'Read more' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await user.click(screen.getByRole('button', { name: 'Show images' }));
    expect(body.querySelector('img')).toHaveAttribute('src', 'https://tracker.example/open.gif');
  });

  it('shows a mail opened from a folder it is not in where it is, and reads it only then', async () => {
    const target = (await inboxOf()).find((email) => !email.isRead) as Email;
    const { router } = await openMailbox(`/apps/email/trash?mail=${target.id}`);
    await screen.findByRole('heading', { name: target.subject });
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/email'));
    expect(router.state.location.search).toBe(`?mail=${target.id}`);
    await waitFor(async () =>
      expect((await api.email.get({ id: target.id })).email.isRead).toBe(true),
    );
  });

  it('says so when the mail in the URL does not exist', async () => {
    await openMailbox('/apps/email?mail=9999');
    expect(await screen.findByText('This mail does not exist any more.')).toBeInTheDocument();
  });
});
