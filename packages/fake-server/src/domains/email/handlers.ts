import type { Email, EmailPerson, OpenedEmailResponse } from '@tessera/api-client';
import type { Endpoints } from '@tessera/api-client';
import { created, findById, notFound, ok, type Db, type RouteHandler } from '../../server';
import { authData } from '../auth/handle';
import { makeAttachment } from './attachments';
import { emailData } from './handle';
import { listedEmails, makeEmail, messages, queryEmails, type EmailListContext } from './model';

/** Every listed id, or 404 naming the first unknown one: checked before anything changes. */
function findAll(emails: Email[], ids: number[]): Email[] {
  const byId = new Map(emails.map((email) => [email.id, email]));
  return ids.map((id) => {
    const email = byId.get(id);
    if (!email) throw notFound(messages.notFound(id));
    return email;
  });
}

/** The mail with its neighbours in the list it is seen in (flags computed, never stored). */
function opened(emails: Email[], email: Email, context: EmailListContext): OpenedEmailResponse {
  const list = listedEmails(emails, context);
  const index = list.indexOf(email);
  return {
    email: {
      ...email,
      hasPreviousMail: index > 0,
      hasNextMail: index >= 0 && index < list.length - 1,
    },
  };
}

type Calls = Endpoints['email'];
type Handlers = { [Name in keyof Calls]: RouteHandler<Calls[Name], number> };

/**
 * The email calls' handlers, loaded with the first email call (routes.ts registers them): the
 * signed-in pages of other apps do not carry them.
 */
export function createEmailHandlers(db: Db): Handlers {
  /** People the mailbox knows, so that an address typed in the composer shows a name. */
  async function people(addresses: string[]): Promise<EmailPerson[]> {
    const { emails } = await db.load(emailData);
    const known = new Map<string, string>();
    for (const email of emails) {
      for (const someone of [email.from, ...email.to])
        known.set(someone.email.toLowerCase(), someone.name);
    }
    return addresses.map((address) => ({
      name: known.get(address.toLowerCase()) ?? '',
      email: address,
    }));
  }

  async function sender(userId: number) {
    const { users } = await db.load(authData);
    const account = users.find((user) => user.id === userId);
    return {
      name: account?.fullName ?? '',
      email: account?.email ?? 'admin@demo.com',
      avatar: account?.avatar ?? '',
    };
  }

  const list: Handlers['list'] = async ({ input }) => {
    const { emails } = await db.load(emailData);
    return ok(queryEmails(emails, input));
  };

  const get: Handlers['get'] = async ({ input: { id, ...context } }) => {
    const { emails } = await db.load(emailData);
    return ok(opened(emails, findById(emails, id, messages.notFound), context));
  };

  const paginate: Handlers['paginate'] = async ({ input: { dir, emailId, ...context } }) => {
    const { emails } = await db.load(emailData);
    const list = listedEmails(emails, context);
    const index = list.findIndex((email) => email.id === emailId);
    if (index < 0) throw notFound(messages.notFound(emailId));
    const neighbour = list[dir === 'previous' ? index - 1 : index + 1];
    if (!neighbour) throw notFound(messages.noNeighbour(dir));
    return ok(opened(emails, neighbour, context));
  };

  const update: Handlers['update'] = async ({ input: { emailIds, dataToUpdate } }) => {
    const { emails } = await db.load(emailData);
    const chosen = findAll(emails, emailIds);
    const changes = Object.fromEntries(
      Object.entries(dataToUpdate).filter(([, value]) => value !== undefined),
    );
    for (const email of chosen) Object.assign(email, changes);
    return ok({ emails: chosen });
  };

  const updateLabel: Handlers['updateLabel'] = async ({ input: { emailIds, label } }) => {
    const { emails } = await db.load(emailData);
    const chosen = findAll(emails, emailIds);
    for (const email of chosen) {
      email.labels = email.labels.includes(label)
        ? email.labels.filter((other) => other !== label)
        : [...email.labels, label];
    }
    return ok({ emails: chosen });
  };

  const send: Handlers['send'] = async ({ input: { draftId, ...mail }, userId }) => {
    const data = await db.load(emailData);
    const draftIndex =
      draftId === undefined ? -1 : data.emails.findIndex((email) => email.id === draftId);
    if (draftId !== undefined) {
      if (draftIndex < 0) throw notFound(messages.notFound(draftId));
      if (data.emails[draftIndex].folder !== 'draft') throw notFound(messages.notADraft(draftId));
    }
    const email = makeEmail({
      id: ++data.lastId,
      from: await sender(userId),
      to: await people(mail.to),
      cc: await people(mail.cc),
      bcc: await people(mail.bcc),
      subject: mail.subject,
      message: mail.message,
      attachments: mail.attachments.map((file) => makeAttachment(file.fileName, file.size)),
      isStarred: false,
      labels: [],
      time: new Date().toISOString(),
      replies: [],
      folder: 'sent',
      isRead: true,
    });
    if (draftIndex >= 0) data.emails.splice(draftIndex, 1);
    data.emails.unshift(email);
    return created({ email });
  };

  const saveDraft: Handlers['saveDraft'] = async ({ input: { id, ...mail }, userId }) => {
    const data = await db.load(emailData);
    const existing = id === undefined ? undefined : data.emails.find((email) => email.id === id);
    if (id !== undefined) {
      if (!existing) throw notFound(messages.notFound(id));
      if (existing.folder !== 'draft') throw notFound(messages.notADraft(id));
    }
    const fields = {
      from: await sender(userId),
      to: await people(mail.to),
      cc: await people(mail.cc),
      bcc: await people(mail.bcc),
      subject: mail.subject,
      message: mail.message,
      attachments: mail.attachments.map((file) => makeAttachment(file.fileName, file.size)),
      time: new Date().toISOString(),
    };
    if (existing) {
      // A rewritten draft is the newest mail again: it moves to the top of the list.
      Object.assign(existing, fields);
      data.emails.splice(data.emails.indexOf(existing), 1);
      data.emails.unshift(existing);
      return ok({ email: existing });
    }
    const email = makeEmail({
      id: ++data.lastId,
      ...fields,
      isStarred: false,
      labels: [],
      replies: [],
      folder: 'draft',
      isRead: true,
    });
    data.emails.unshift(email);
    return created({ email });
  };
  return { list, get, paginate, update, updateLabel, send, saveDraft };
}
