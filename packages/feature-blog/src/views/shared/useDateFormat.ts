import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Dates travel as ISO date-times; the screens show the day in the reader's language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  return useMemo(
    () => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' }),
    [i18n.language],
  );
}
