import type { EmailLabel, EmailView } from '@tessera/api-client';

/** Where the email app lives (SPEC §2): a folder, or a label within a folder. */
export const emailPath = '/apps/email';
export const folderRoute = `${emailPath}/:folder`;
export const labelRoute = `${emailPath}/label/:label`;

/** The list of a folder (the inbox by default), or of a label within it (`?folder=` when not the inbox). */
export function listPath({ folder, label }: { folder: EmailView; label?: EmailLabel }): string {
  if (label) return `${emailPath}/label/${label}${folder === 'inbox' ? '' : `?folder=${folder}`}`;
  return folder === 'inbox' ? emailPath : `${emailPath}/${folder}`;
}
