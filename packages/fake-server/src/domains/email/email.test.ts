import { api, type Email, type EmailListContext } from '@tessera/api-client';
import {
  emailFolders,
  emailLabels,
  emailListResponseSchema,
  openedEmailResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { emailData } from './handle';

const { restart, dataOf, expectRefused } = setupDomainTests((server) => server.db.load(emailData));
const allEmails = async () => (await dataOf()).emails;
const ids = (emails: { id: number }[]) => emails.map((email) => email.id);

/** Every mail of a list, walked page by page as the client would see them. */
async function wholeList(context: EmailListContext) {
  const { emails, total } = await api.email.list({ ...context, perPage: 100 });
  expect(emails).toHaveLength(total);
  return emails;
}

const byTimeDesc = (emails: Email[]) =>
  emails.every((email, index) => index === 0 || emails[index - 1].time >= email.time);

describe('seeded mailbox', () => {
  it('holds at least 24 mails over every folder and label, with attachments, replies and HTML', async () => {
    const emails = await allEmails();
    expect(emails.length).toBeGreaterThanOrEqual(24);
    for (const folder of emailFolders) {
      expect(emails.some((email) => email.folder === folder)).toBe(true);
    }
    for (const label of emailLabels) {
      expect(emails.some((email) => email.labels.includes(label))).toBe(true);
    }
    const withFiles = emails.filter((email) => email.attachments.length > 0);
    expect(withFiles.length).toBeGreaterThan(0);
    for (const { thumbnail } of withFiles.flatMap((email) => email.attachments)) {
      expect(thumbnail).toMatch(/^data:image\/svg\+xml,/);
    }
    expect(emails.some((email) => email.replies.length > 0)).toBe(true);
    for (const email of emails) expect(email.message).toMatch(/^<p>/);
    expect(new Set(ids(emails)).size).toBe(emails.length);
    expect(byTimeDesc(emails)).toBe(true);
  });

  it('multiplies its mails by scale, the same for the same seed', async () => {
    const small = snapshot(await allEmails());
    restart({ scale: 3 });
    await signIn();
    const big = await allEmails();
    expect(big.length).toBe(small.length * 3);
    restart({ scale: 1 });
    await signIn();
    expect((await allEmails()).map((email) => email.subject)).toEqual(
      small.map((email) => email.subject),
    );
  });

  it('keeps one hostile mail, whose body holds a script, an onerror and a javascript: link', async () => {
    const { emails } = await api.email.list({ q: 'parcel could not' });
    expect(emails).toHaveLength(1);
    expect(emails[0].message).toMatch(/<script>/);
    expect(emails[0].message).toMatch(/onerror=/);
    expect(emails[0].message).toMatch(/href="javascript:/);
  });
});

describe('GET /apps/email/emails', () => {
  it('answers the inbox newest first, with the badges', async () => {
    const response = await api.email.list();
    expect(emailListResponseSchema.parse(response)).toEqual(response);
    const everything = await allEmails();
    const inbox = everything.filter((email) => email.folder === 'inbox');
    expect(ids(response.emails)).toEqual(ids(inbox));
    expect(response.total).toBe(inbox.length);
    expect(response.emailsMeta).toEqual({
      inbox: inbox.filter((email) => !email.isRead).length,
      draft: everything.filter((email) => email.folder === 'draft').length,
      spam: everything.filter((email) => email.folder === 'spam' && !email.isRead).length,
    });
  });

  it.each(emailFolders)('lists the %s folder and nothing else', async (folder) => {
    const emails = await wholeList({ folder });
    expect(emails.length).toBeGreaterThan(0);
    expect(emails.every((email) => email.folder === folder)).toBe(true);
    expect(byTimeDesc(emails)).toBe(true);
  });

  it('shows starred mail of every folder but the trash in the starred view', async () => {
    const everything = await allEmails();
    const trashedStar = everything.find((email) => email.isStarred && email.folder === 'trash');
    expect(trashedStar).toBeDefined();
    const starred = await wholeList({ folder: 'starred' });
    expect(ids(starred)).toEqual(
      ids(everything.filter((email) => email.isStarred && email.folder !== 'trash')),
    );
    expect(ids(starred)).not.toContain(trashedStar?.id);
  });

  it('applies a label within the chosen folder, the inbox by default', async () => {
    const everything = await allEmails();
    for (const label of emailLabels) {
      const inInbox = await wholeList({ label });
      expect(ids(inInbox)).toEqual(
        ids(everything.filter((email) => email.folder === 'inbox' && email.labels.includes(label))),
      );
    }
    // A label of mails outside the inbox: the chosen folder's, not only the inbox's.
    const sentLabelled = everything.find(
      (email) => email.folder === 'sent' && email.labels.length > 0,
    ) as Email;
    expect(sentLabelled).toBeDefined();
    const [label] = sentLabelled.labels;
    const inSent = await wholeList({ folder: 'sent', label });
    expect(ids(inSent)).toContain(sentLabelled.id);
    expect(inSent.every((email) => email.folder === 'sent' && email.labels.includes(label))).toBe(
      true,
    );
    expect(ids(await wholeList({ label }))).not.toContain(sentLabelled.id);
  });

  it('searches sender name, sender email and subject, in any case', async () => {
    const everything = await allEmails();
    const target = everything.find((email) => email.folder === 'inbox') as Email;
    const word = target.from.name.split(' ')[1].toUpperCase();
    const byName = await wholeList({ q: word });
    expect(ids(byName)).toContain(target.id);
    expect(
      byName.every((email) =>
        [email.from.name, email.from.email, email.subject].some((text) =>
          text.toLowerCase().includes(word.toLowerCase()),
        ),
      ),
    ).toBe(true);
    expect(ids(await wholeList({ q: target.from.email.toUpperCase() }))).toContain(target.id);
    expect(ids(await wholeList({ q: ` ${target.subject.toLowerCase()} ` }))).toContain(target.id);
    // Not the body.
    expect(await wholeList({ q: 'missing-image.png' })).toEqual([]);
  });

  it('pages the list from 1', async () => {
    restart({ scale: 10 });
    await signIn();
    const first = await api.email.list({ perPage: 100 });
    expect(first.emails).toHaveLength(100);
    expect(first.total).toBeGreaterThan(100);
    const second = await api.email.list({ perPage: 5, page: 2 });
    expect(ids(second.emails)).toEqual(ids(first.emails.slice(5, 10)));
    expect(second.total).toBe(first.total);
  });

  it.each([
    [
      { folder: 'archive' },
      'folder: must be one of "inbox", "sent", "draft", "spam", "trash", "starred"',
    ],
    [{ label: 'work' }, 'label: must be one of "personal", "company", "important", "private"'],
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/apps/email/emails', { params }), 400, { message });
  });
});

describe('GET /apps/email/get-email and /apps/email/paginate-email', () => {
  const open = (id: number, context: EmailListContext = {}) => api.email.get({ id, ...context });
  const move = (emailId: number, dir: 'previous' | 'next', context: EmailListContext = {}) =>
    api.email.paginate({ emailId, dir, ...context });

  /** Walks a list with paginate from its first mail to its last and back, checking each flag. */
  async function walk(context: EmailListContext) {
    const list = await wholeList(context);
    expect(list.length).toBeGreaterThan(1);
    const first = await open(list[0].id, context);
    expect(openedEmailResponseSchema.parse(first)).toEqual(first);
    expect(first.email).toMatchObject({
      id: list[0].id,
      hasPreviousMail: false,
      hasNextMail: true,
    });

    let current = first.email;
    const visited = [current.id];
    while (current.hasNextMail) {
      current = (await move(current.id, 'next', context)).email;
      visited.push(current.id);
      expect(current.hasPreviousMail).toBe(true);
    }
    expect(visited).toEqual(ids(list));
    expect(current.hasNextMail).toBe(false);
    await expect(apiErrorOf(move(current.id, 'next', context))).resolves.toMatchObject({
      status: 404,
      message: 'No next email in this list',
    });

    const back = [current.id];
    while (current.hasPreviousMail) {
      current = (await move(current.id, 'previous', context)).email;
      back.push(current.id);
    }
    expect(back).toEqual(ids(list).reverse());
    await expect(apiErrorOf(move(current.id, 'previous', context))).resolves.toMatchObject({
      status: 404,
      message: 'No previous email in this list',
    });
  }

  it('agrees with paginate from one end of the inbox to the other', () => walk({}));
  it('agrees with paginate in another folder', () => walk({ folder: 'sent' }));
  it('agrees with paginate with a search active', async () => {
    const everything = await allEmails();
    // A search that keeps a few inbox mails, not all of them: a word of a subject seen twice.
    const inbox = everything.filter((email) => email.folder === 'inbox');
    const words = inbox.flatMap((email) => email.subject.toLowerCase().split(/\W+/));
    const q = words.find(
      (word) =>
        word.length > 4 &&
        inbox.filter((email) => email.subject.toLowerCase().includes(word)).length > 1,
    ) as string;
    const searched = await wholeList({ q });
    expect(searched.length).toBeGreaterThan(1);
    expect(searched.length).toBeLessThan(inbox.length);
    await walk({ q });
  });
  it('agrees with paginate in the starred view with a label', async () => {
    const everything = await allEmails();
    const label = emailLabels.find(
      (candidate) =>
        everything.filter(
          (email) =>
            email.isStarred && email.folder !== 'trash' && email.labels.includes(candidate),
        ).length > 1,
    );
    expect(label).toBeDefined();
    await walk({ folder: 'starred', label });
  });

  it('never moves into another folder', async () => {
    const sent = await wholeList({ folder: 'sent' });
    const last = sent.at(-1) as Email;
    await expect(apiErrorOf(move(last.id, 'next', { folder: 'sent' }))).resolves.toMatchObject({
      status: 404,
    });
    // A mail opened outside its list has no neighbours there.
    const opened = await open(last.id, { folder: 'inbox' });
    expect(opened.email).toMatchObject({ hasPreviousMail: false, hasNextMail: false });
  });

  it('never stores the flags on the mail', async () => {
    const [first] = await wholeList({});
    await open(first.id);
    const stored = (await allEmails()).find((email) => email.id === first.id) as object;
    expect(stored).not.toHaveProperty('hasPreviousMail');
    expect(stored).not.toHaveProperty('hasNextMail');
  });

  it('answers 404 for an unknown id', async () => {
    await expect(apiErrorOf(open(9999))).resolves.toMatchObject({
      status: 404,
      message: 'No email with id 9999',
    });
    await expect(apiErrorOf(move(9999, 'next'))).resolves.toMatchObject({
      status: 404,
      message: 'No email with id 9999',
    });
  });

  it.each([
    [{ dir: 'up', emailId: 1 }, 'dir: must be one of "previous", "next"'],
    [{ emailId: 1 }, 'dir: is required'],
    [{ dir: 'next' }, 'emailId: is required'],
    [{ dir: 'next', emailId: 'x' }, 'emailId: must be a positive integer'],
  ])('paginate answers 400 for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/apps/email/paginate-email', { params }), 400, {
      message,
    });
  });

  it('get answers 400 without an id', async () => {
    await expectRefused(() => raw('get', '/apps/email/get-email'), 400, {
      message: 'id: is required',
    });
  });
});

describe('POST /apps/email/update-emails', () => {
  it('moves, reads and stars the listed mails, and the badges follow', async () => {
    const inbox = await wholeList({});
    const unread = inbox.filter((email) => !email.isRead).slice(0, 3);
    expect(unread).toHaveLength(3);
    const before = await api.email.list();
    const { emails } = await api.email.update({
      emailIds: ids(unread),
      dataToUpdate: { folder: 'spam' },
    });
    expect(emails.every((email) => email.folder === 'spam')).toBe(true);
    const after = await api.email.list();
    expect(after.emailsMeta.inbox).toBe(before.emailsMeta.inbox - 3);
    expect(after.emailsMeta.spam).toBe(before.emailsMeta.spam + 3);
    expect(ids(after.emails)).not.toContain(unread[0].id);

    await api.email.update({
      emailIds: ids(unread),
      dataToUpdate: { isRead: true, isStarred: true },
    });
    const spam = await wholeList({ folder: 'spam' });
    const moved = spam.filter((email) => ids(unread).includes(email.id));
    expect(moved.map(({ isRead, isStarred }) => ({ isRead, isStarred }))).toEqual(
      Array(3).fill({ isRead: true, isStarred: true }),
    );
  });

  it.each([
    [
      { emailIds: [1], dataToUpdate: { subject: 'Hacked' } },
      'dataToUpdate: has unknown field(s) subject',
    ],
    [
      { emailIds: [1], dataToUpdate: { isRead: true, labels: [] } },
      'dataToUpdate: has unknown field(s) labels',
    ],
    [{ emailIds: [1], dataToUpdate: {} }, 'dataToUpdate: must change folder, isRead or isStarred'],
    [
      { emailIds: [1], dataToUpdate: { folder: 'archive' } },
      'dataToUpdate.folder: must be one of "inbox", "sent", "draft", "spam", "trash"',
    ],
    [{ emailIds: [1], dataToUpdate: { isRead: 'yes' } }, 'dataToUpdate.isRead: must be a boolean'],
    [{ emailIds: [], dataToUpdate: { isRead: true } }, 'emailIds: must not be empty'],
    [{ dataToUpdate: { isRead: true } }, 'emailIds: is required'],
    [{ emailIds: [1] }, 'dataToUpdate: is required'],
  ])('refuses %j with 400, changing nothing', async (data, message) => {
    await expectRefused(() => raw('post', '/apps/email/update-emails', { data }), 400, {
      message,
    });
  });

  it('changes none of the mails when one id is unknown (404)', async () => {
    const [first, second] = await wholeList({});
    await expectRefused(
      () =>
        raw('post', '/apps/email/update-emails', {
          data: { emailIds: [first.id, 9999, second.id], dataToUpdate: { folder: 'trash' } },
        }),
      404,
      { message: 'No email with id 9999' },
    );
  });
});

describe('POST /apps/email/update-emails-label', () => {
  it('toggles the label on each mail', async () => {
    const [first, second] = await wholeList({});
    const label = emailLabels.find((candidate) => !first.labels.includes(candidate)) as never;
    await api.email.updateLabel({ emailIds: [first.id, second.id], label });
    const stored = async (id: number) =>
      (await allEmails()).find((email) => email.id === id) as Email;
    expect((await stored(first.id)).labels).toContain(label);
    const secondHadIt = second.labels.includes(label);
    expect((await stored(second.id)).labels.includes(label)).toBe(!secondHadIt);
    await api.email.updateLabel({ emailIds: [first.id], label });
    expect((await stored(first.id)).labels).toEqual(first.labels);
  });

  it.each([
    [
      { emailIds: [1], label: 'work' },
      400,
      { message: 'label: must be one of "personal", "company", "important", "private"' },
    ],
    [{ emailIds: [1] }, 400, { message: 'label: is required' }],
    [{ emailIds: [1, 9999], label: 'company' }, 404, { message: 'No email with id 9999' }],
  ])('refuses %j, changing nothing', async (data, status, body) => {
    await expectRefused(
      () => raw('post', '/apps/email/update-emails-label', { data }),
      status,
      body,
    );
  });
});

describe('POST /apps/email/send-email and /apps/email/save-draft', () => {
  const mail = {
    to: ['mara.quill@copperlabs.example', 'new.person@example.com'],
    cc: ['otto@harborworks.example'],
    subject: 'Plans for Friday',
    message: '<p>See you <strong>then</strong>.</p>',
    attachments: [{ fileName: 'agenda.pdf', size: 2048 }],
  };

  it('sends a mail into Sent (201), newest first, from the signed-in account', async () => {
    const response = await raw('post', '/apps/email/send-email', { data: mail });
    expect(response.status).toBe(201);
    const { email } = response.data as { email: Email };
    expect(email).toMatchObject({
      folder: 'sent',
      isRead: true,
      subject: 'Plans for Friday',
      from: { name: 'Avery Stone', email: 'admin@demo.com' },
      to: [
        { name: 'Mara Quill', email: 'mara.quill@copperlabs.example' },
        { name: '', email: 'new.person@example.com' },
      ],
      cc: [{ name: 'Otto Vance', email: 'otto@harborworks.example' }],
      attachments: [{ fileName: 'agenda.pdf', size: 2048 }],
    });
    expect(email.attachments[0].thumbnail).toMatch(/^data:image\/svg\+xml,/);
    const [newest] = await wholeList({ folder: 'sent' });
    expect(newest.id).toBe(email.id);
    expect(email.id).toBe((await allEmails()).length);
  });

  it('saves a draft (201), rewrites it (200), then sends it out of Draft', async () => {
    const before = (await api.email.list()).emailsMeta.draft;
    const first = await raw('post', '/apps/email/save-draft', {
      data: { to: [], subject: 'Half a thought' },
    });
    expect(first.status).toBe(201);
    const { email: draft } = first.data as { email: Email };
    expect(draft).toMatchObject({ folder: 'draft', subject: 'Half a thought', to: [] });
    expect((await api.email.list()).emailsMeta.draft).toBe(before + 1);

    const second = await raw('post', '/apps/email/save-draft', {
      data: { id: draft.id, ...mail },
    });
    expect(second.status).toBe(200);
    expect((second.data as { email: Email }).email).toMatchObject({
      id: draft.id,
      subject: 'Plans for Friday',
    });
    expect((await api.email.list()).emailsMeta.draft).toBe(before + 1);

    const sent = await api.email.send({ ...mail, draftId: draft.id });
    expect(sent.email.folder).toBe('sent');
    expect((await api.email.list()).emailsMeta.draft).toBe(before);
    expect(ids(await wholeList({ folder: 'draft' }))).not.toContain(draft.id);
  });

  it('keeps one recipient per mailbox, whatever the case, and takes the standard lengths', async () => {
    const longest = `${'l'.repeat(64)}@example.com`;
    const { email } = await api.email.send({
      ...mail,
      to: ['OK@EXAMPLE.COM', 'ok@example.com', longest],
      cc: ['Otto@Harborworks.example', 'otto@harborworks.example'],
    });
    expect(email.to.map((person) => person.email)).toEqual(['OK@EXAMPLE.COM', longest]);
    expect(email.cc.map((person) => person.email)).toEqual(['Otto@Harborworks.example']);
    const { email: draft } = await api.email.saveDraft({ bcc: ['a@b.co', 'A@B.CO'] });
    expect(draft.bcc).toEqual([{ name: '', email: 'a@b.co' }]);
  });

  it.each([
    ['send-email', { ...mail, to: [] }, 400, { message: 'to: needs at least one address' }],
    [
      'send-email',
      { ...mail, to: ['nobody'] },
      400,
      { message: 'to.0: must be a valid email address' },
    ],
    [
      'send-email',
      { ...mail, cc: ['ok@example.com', 'bad@'] },
      400,
      { message: 'cc.1: must be a valid email address' },
    ],
    ['send-email', { ...mail, draftId: 9999 }, 404, { message: 'No email with id 9999' }],
    ['send-email', { ...mail, draftId: 1 }, 404, { message: 'Email 1 is not a draft' }],
    ['save-draft', { bcc: ['x'] }, 400, { message: 'bcc.0: must be a valid email address' }],
    [
      'send-email',
      { ...mail, to: ['onerror=alert(1)>@x.com'] },
      400,
      { message: 'to.0: must be a valid email address' },
    ],
    [
      'send-email',
      { ...mail, to: [`${'a'.repeat(65)}@example.com`] },
      400,
      { message: 'to.0: must have at most 64 characters before the @' },
    ],
    [
      'send-email',
      // 257 characters, each part of the domain within its own limit.
      { ...mail, to: [`a@${Array.from({ length: 4 }, () => 'd'.repeat(62)).join('.')}.com`] },
      400,
      { message: 'to.0: must be at most 254 characters long' },
    ],
    ['save-draft', { id: 9999 }, 404, { message: 'No email with id 9999' }],
  ])('%s refuses %j, changing nothing', async (path, data, status, body) => {
    await expectRefused(() => raw('post', `/apps/email/${path}`, { data }), status, body);
  });
});

describe('who may use the mailbox', () => {
  const calls: [string, () => Promise<unknown>][] = [
    ['list', () => api.email.list()],
    ['get', () => api.email.get({ id: 1 })],
    ['paginate', () => api.email.paginate({ emailId: 1, dir: 'next' })],
    ['update', () => api.email.update({ emailIds: [1], dataToUpdate: { isRead: true } })],
    ['label', () => api.email.updateLabel({ emailIds: [1], label: 'company' })],
    ['send', () => api.email.send({ to: ['a@example.com'] })],
    ['draft', () => api.email.saveDraft({})],
  ];

  it.each(calls)('refuses a client: %s → 403, nothing changed', async (_, call) => {
    const before = snapshot(await dataOf());
    await signIn(client);
    await expect(apiErrorOf(call())).resolves.toMatchObject({ status: 403 });
    expect(await dataOf()).toEqual(before);
  });

  it.each(calls)('refuses a visitor without a session: %s → 401', async (_, call) => {
    const { clearSession } = await import('@tessera/api-client');
    clearSession();
    await expect(apiErrorOf(call())).resolves.toMatchObject({ status: 401 });
  });
});
