import { useTranslation } from 'react-i18next';
import { dateFormat } from '@tessera/ui';

/** A moment in the reader's language: "Oct 20, 2026, 9:00 AM". */
export function useFormatMoment() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string) => format.format(new Date(iso));
}

/** A day in the reader's language: "Apr 17, 2023". */
export function useFormatDay() {
  const { i18n } = useTranslation();
  const format = dateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return (isoDate: string) => format.format(new Date(`${isoDate}T00:00:00Z`));
}
