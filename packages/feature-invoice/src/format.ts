import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyAmount } from '@tessera/api-client/invoice';
import { dateFormat, localDay, moneyFormat, numberFormat } from '@tessera/ui';

/** A balance's value: records keep a number, or a money string such as '-$80.00'. */
export const amountOf = moneyAmount;

/** An ISO day as a Date at midnight UTC, so no time zone moves it to the day before. */
const dayOf = (isoDay: string) => new Date(`${isoDay}T00:00:00Z`);

export interface Formatters {
  /** US dollars in the current language: '$1,204.50', '1 204,50 $US'. */
  money: (amount: number | string) => string;
  /** A day in the current language: 'Mar 5, 2026', '5 mars 2026'. */
  date: (isoDay: string) => string;
  /** A percentage: '10%', '10 %'. */
  percent: (value: number) => string;
  language: string;
}

/** Money, dates and percentages through Intl, for the language the page shows. */
export function useFormat(): Formatters {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const money = moneyFormat(language);
    const date = dateFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
    const percent = numberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
    return {
      money: (amount) => money.format(amountOf(amount)),
      date: (isoDay) => date.format(dayOf(isoDay)),
      percent: (value) => percent.format(value / 100),
      language,
    };
  }, [language]);
}

/** Today as an ISO day, in the user's own calendar. */
export const today = (): string => localDay(new Date());
