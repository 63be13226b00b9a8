import { dateFormat } from '@tessera/ui';

/** A date-time in the interface language, e.g. "12 Mar 2026, 14:05". */
export function formatDateTime(iso: string, language: string): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
