import { useTranslation } from 'react-i18next';
import { dateFormat } from '@tessera/ui';

/** Dates travel as ISO date-times; the screens show them in the reader's language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}
