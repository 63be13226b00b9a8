import type { Email, EmailListResponse, EmailsMeta } from '@tessera/api-client';
import type { emailListContextSchema, emailListQuerySchema } from '@tessera/api-client/schemas';
import type { z } from 'zod';
import { queryList } from '../../server';

/** How many mails `scale` 1 generates; counts are `round(baseEmailCount × scale)`, never fewer. */
export const baseEmailCount = 36;

export interface EmailData {
  /** Newest first: kept in that order, so a list is a filter and never a sort. */
  emails: Email[];
  /** The highest mail id ever issued: a new mail gets the next one. */
  lastId: number;
  /** The same for earlier messages (replies). */
  lastReplyId: number;
}

export function emailCountFor(scale: number): number {
  return Math.max(baseEmailCount, Math.round(baseEmailCount * scale));
}

export type EmailListContext = z.output<typeof emailListContextSchema>;
export type EmailListInput = z.output<typeof emailListQuerySchema>;

/**
 * A mail with its fields always in one order. Objects of one shape keep the list's filter fast
 * (a 7,200-mail list: a few ms less a query), so every mail is made here.
 */
export function makeEmail(fields: Email): Email {
  return {
    id: fields.id,
    from: fields.from,
    to: fields.to,
    cc: fields.cc,
    bcc: fields.bcc,
    subject: fields.subject,
    message: fields.message,
    attachments: fields.attachments,
    isStarred: fields.isStarred,
    labels: fields.labels,
    time: fields.time,
    replies: fields.replies,
    folder: fields.folder,
    isRead: fields.isRead,
  };
}

/** What search looks in (sender name, sender email, subject), lower-cased once per text. */
const searchTexts = new WeakMap<Email, { subject: string; text: string }>();

function searchText(email: Email): string {
  const known = searchTexts.get(email);
  // A rewritten draft changes its subject: its text is made again.
  if (known?.subject === email.subject) return known.text;
  const text = `${email.from.name}\n${email.from.email}\n${email.subject}`.toLowerCase();
  searchTexts.set(email, { subject: email.subject, text });
  return text;
}

/** Whether a mail belongs to the list: a folder or the starred view, a label, a search. */
function inView({ folder, label, q }: EmailListContext): (email: Email) => boolean {
  const needle = q.trim().toLowerCase();
  return (email) =>
    (folder === 'starred'
      ? email.isStarred && email.folder !== 'trash'
      : email.folder === folder) &&
    (label === undefined || email.labels.includes(label)) &&
    (needle === '' || searchText(email).includes(needle));
}

/** The whole list a user is looking at (folder or starred, label, search), newest first. */
export function listedEmails(emails: readonly Email[], context: EmailListContext): Email[] {
  return queryList(emails, { where: inView(context) }).items;
}

/** The sidebar's badges: unread inbox, every draft, unread spam. */
export function countEmails(emails: readonly Email[]): EmailsMeta {
  const meta: EmailsMeta = { inbox: 0, draft: 0, spam: 0 };
  for (const email of emails) {
    if (email.folder === 'draft') meta.draft += 1;
    else if (!email.isRead && (email.folder === 'inbox' || email.folder === 'spam')) {
      meta[email.folder] += 1;
    }
  }
  return meta;
}

/** The list endpoint's query, apart so that the benchmark times exactly what the handler runs. */
export function queryEmails(emails: readonly Email[], input: EmailListInput): EmailListResponse {
  // The search is part of `where`, so it reads the texts lower-cased once (see searchText).
  // The search is part of `where`: it reads each mail's texts lower-cased once (searchText).
  const { items, total } = queryList(emails, {
    where: inView(input),
    page: input.page,
    perPage: input.perPage,
  });
  return { emails: items, emailsMeta: countEmails(emails), total };
}

export const messages = {
  notFound: (id: number) => `No email with id ${id}`,
  noNeighbour: (dir: 'previous' | 'next') => `No ${dir} email in this list`,
  notADraft: (id: number) => `Email ${id} is not a draft`,
};
