import type { Email, EmailAttachment } from '@tessera/api-client';
import { longTime } from '../../model/mailbox';

/** What the composer opens with: empty, a reply, a forward or a saved draft. */
export interface ComposerPrefill {
  to: string[];
  cc: string[];
  bcc: string[];
  subject: string;
  /** HTML for the editor (sanitised by the editor's own schema, and again when sent). */
  message: string;
  /** Files already with the server (a saved draft's): listed, and sent again with the mail. */
  attachments: EmailAttachment[];
  /** The draft being edited: saving rewrites it, sending takes it out of Draft. */
  draftId?: number;
}

export const emptyPrefill: ComposerPrefill = {
  to: [],
  cc: [],
  bcc: [],
  subject: '',
  message: '',
  attachments: [],
};

type Translate = (key: string, options?: Record<string, unknown>) => string;

const prefixed = (prefix: string, subject: string) =>
  subject.toLowerCase().startsWith(prefix.toLowerCase()) ? subject : `${prefix} ${subject}`;

/** A reply to the sender, quoting the mail under a line that says who wrote it when. */
export function replyTo(email: Email, t: Translate, language: string): ComposerPrefill {
  const who = email.from.name || email.from.email;
  return {
    ...emptyPrefill,
    to: [email.from.email],
    subject: prefixed('Re:', email.subject),
    message: `<p></p><p>${escapeText(t('mail.wrote', { time: longTime(email.time, language), name: who }))}</p><blockquote>${email.message}</blockquote>`,
  };
}

/** A forward: no recipient yet, the mail quoted below. */
export function forwardOf(email: Email, t: Translate, language: string): ComposerPrefill {
  const who = email.from.name || email.from.email;
  return {
    ...emptyPrefill,
    subject: prefixed('Fwd:', email.subject),
    message: `<p></p><p>${escapeText(t('mail.forwarded'))} · ${escapeText(t('mail.wrote', { time: longTime(email.time, language), name: who }))}</p><blockquote>${email.message}</blockquote>`,
  };
}

/** A saved draft, to carry on writing. */
export function fromDraft(email: Email): ComposerPrefill {
  const addresses = (list: Email['to']) => list.map((person) => person.email);
  return {
    to: addresses(email.to),
    cc: addresses(email.cc),
    bcc: addresses(email.bcc),
    subject: email.subject,
    message: email.message,
    attachments: email.attachments,
    draftId: email.id,
  };
}

function escapeText(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}
