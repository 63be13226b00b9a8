import type { EmailLabel, EmailListResponse, EmailView } from '@tessera/api-client';
import { emailDefaultPerPage } from '@tessera/api-client/email';
import { useList } from '@tessera/ui';
import { useListEmailsQuery } from '../api';

/** A mailbox list: one page size, rows and total from the answer. */
const mailList = {
  pageSizes: [emailDefaultPerPage],
  rows: (answer: EmailListResponse) => ({ rows: answer.emails, total: answer.total }),
};

/**
 * The mails of a folder (or of a label within it): search and page in the URL, the folder and
 * label from the route, and the last-page guard (trash the only mail of page 2, page 1 shows).
 */
export function useMailList(
  folder: EmailView | null,
  label: EmailLabel | undefined,
  skip: boolean,
) {
  const scope = { folder: folder ?? 'inbox', ...(label ? { label } : {}) };
  return useList(useListEmailsQuery, { ...mailList, scope, skip: skip || folder === null });
}

export type MailListController = ReturnType<typeof useMailList>;
