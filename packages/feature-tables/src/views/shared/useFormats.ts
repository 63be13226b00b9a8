import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, useMoney } from '@tessera/ui';

/** Salaries in whole dollars and start days ('YYYY-MM-DD') in the reader's language. */
export function useFormats() {
  const { i18n } = useTranslation();
  const money = useMoney();
  const dates = dateFormat(i18n.language, { dateStyle: 'medium', timeZone: 'UTC' });
  return useMemo(
    () => ({
      salary: (amount: number) => money.whole(amount),
      day: (day: string) => dates.format(new Date(`${day}T00:00:00Z`)),
    }),
    [money, dates],
  );
}

export type Formats = ReturnType<typeof useFormats>;
