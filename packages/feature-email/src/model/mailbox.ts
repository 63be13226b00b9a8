import { type Email, type EmailLabel, type EmailView } from '@tessera/api-client';
import { emailLabels, emailViews } from '@tessera/api-client/email';
import { dateFormat, numberFormat } from '@tessera/ui';
import { useCallback, useMemo } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { listPath } from '../paths';

const isView = (value: string | null | undefined): value is EmailView =>
  (emailViews as readonly string[]).includes(value ?? '');
const isLabel = (value: string | null | undefined): value is EmailLabel =>
  (emailLabels as readonly string[]).includes(value ?? '');

const positive = (text: string | null): number | null => {
  if (!text || !/^\d+$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && Number.isSafeInteger(value) ? value : null;
};

export interface Mailbox {
  /** The folder or the starred view; null when the URL names none that exists. */
  folder: EmailView | null;
  label?: EmailLabel;
  /** The label the URL names does not exist. */
  unknownLabel: boolean;
  /** The open mail's id (`?mail=`), so that a reload reopens it. */
  mail: number | null;
}

/**
 * The folder or label the user looks at and the open mail, from the URL: `/apps/email/:folder`,
 * `/apps/email/label/:label?folder=`, with `?mail=` (the list's own `?q=` and `?page=` are the
 * list controller's: `useMailList`).
 */
export function useMailbox() {
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const navigate = useNavigate();

  const mailbox: Mailbox = useMemo(() => {
    const labelText = params.label;
    const folderText = labelText === undefined ? params.folder : search.get('folder');
    const folder = folderText === undefined || folderText === null ? 'inbox' : folderText;
    return {
      folder: isView(folder) ? folder : null,
      label: isLabel(labelText) ? labelText : undefined,
      unknownLabel: labelText !== undefined && !isLabel(labelText),
      mail: positive(search.get('mail')),
    };
  }, [params.folder, params.label, search]);

  const change = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setSearch(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '') next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace },
      ),
    [setSearch],
  );

  const actions = useMemo(
    () => ({
      openMail: (id: number) => change({ mail: String(id) }),
      /** A neighbour replaces the entry: back returns to the list, not through every mail. */
      showMail: (id: number) => change({ mail: String(id) }, true),
      closeMail: () => change({ mail: null }),
      /** A mail opened from a list it is not in (an edited link) shows in its own folder. */
      showWhereItIs: (email: Pick<Email, 'id' | 'folder'>) =>
        void navigate(`${listPath({ folder: email.folder })}?mail=${email.id}`, { replace: true }),
    }),
    [change, navigate],
  );

  return { ...mailbox, ...actions };
}

/** Whether a mail belongs to the list of a folder or the starred view, and of a label. */
export function belongsTo(email: Email, { folder, label }: Pick<Mailbox, 'folder' | 'label'>) {
  const inFolder =
    folder === 'starred' ? email.isStarred && email.folder !== 'trash' : email.folder === folder;
  return inFolder && (label === undefined || email.labels.includes(label));
}

/** A mail's body as plain text, for the list's one-line preview (never rendered as HTML). */
export function previewText(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Label colours: a dot in the sidebar and a tag on mails (each readable on light and dark). */
export const labelColours: Record<EmailLabel, string> = {
  personal: '#2e7d32',
  company: '#1565c0',
  important: '#c62828',
  private: '#6a1b9a',
};

/** The list's time: the hour for today's mail, the day otherwise. */
export function shortTime(iso: string, language: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return sameDay
    ? dateFormat(language, { hour: 'numeric', minute: '2-digit' }).format(date)
    : dateFormat(language, { day: 'numeric', month: 'short' }).format(date);
}

/** The mail view's time: day and hour. */
export function longTime(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A file size with its unit, in the reader's language. */
export function fileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024
      ? [bytes / (1024 * 1024), 'megabyte']
      : bytes >= 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes, 'byte'];
  return numberFormat(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(value);
}
