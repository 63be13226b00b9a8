import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, moneyFormat, numberFormat } from '@tessera/ui';

/** Numbers, money and dates in the reader's language (Intl), shared by every card. */
export function useFormats() {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const integer = numberFormat(locale, { maximumFractionDigits: 0 });
    const compact = numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 });
    const money = moneyFormat(locale, { whole: true });
    const percent = numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    const signedPercent = numberFormat(locale, {
      style: 'percent',
      maximumFractionDigits: 0,
      signDisplay: 'exceptZero',
    });
    // The data's days are calendar days (UTC): read them in UTC, wherever the reader is.
    const weekday = dateFormat(locale, { weekday: 'short', timeZone: 'UTC' });
    const day = dateFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' });
    const longDay = dateFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    const month = dateFormat(locale, { month: 'short', timeZone: 'UTC' });
    const monthYear = dateFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    const moment = dateFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const isoDay = (value: string) => new Date(`${value}T00:00:00Z`);
    const isoMonth = (value: string) => new Date(`${value}-01T00:00:00Z`);
    return {
      integer: (value: number) => integer.format(value),
      compact: (value: number) => compact.format(value),
      money: (value: number) => money.format(value),
      /** A share given in percent (42 → 42 %). */
      percent: (value: number) => percent.format(value / 100),
      /** A change given in percent, with its sign (+12 %, −3 %). */
      change: (value: number) => signedPercent.format(value / 100),
      weekday: (value: string) => weekday.format(isoDay(value)),
      day: (value: string) => day.format(isoDay(value)),
      longDay: (value: string) => longDay.format(isoDay(value)),
      month: (value: string) => month.format(isoMonth(value)),
      monthYear: (value: string) => monthYear.format(isoMonth(value)),
      moment: (value: string) => moment.format(new Date(value)),
    };
  }, [locale]);
}

export type Formats = ReturnType<typeof useFormats>;
