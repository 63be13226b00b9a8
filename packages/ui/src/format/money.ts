import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from './intl';

/** The currency every amount of the back office is in. */
export const currency = 'USD';

/**
 * Money in a language, the one way every app writes it: '$1,204.50' in English, '1 204,50 $US'
 * in French (Intl's own sign for the dollar there, which tells it from other dollars). `whole`
 * drops the cents (dashboards, price tags).
 */
export function moneyFormat(language: string, { whole = false }: { whole?: boolean } = {}) {
  return numberFormat(language, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
}

export interface Money {
  /** An amount with its cents: '$1,204.50', '1 204,50 $US'. */
  (amount: number): string;
  /** An amount rounded to whole dollars: '$1,205', '1 205 $US'. */
  whole: (amount: number) => string;
}

/** Money in the page's language (see moneyFormat). */
export function useMoney(): Money {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const cents = moneyFormat(language);
    const whole = moneyFormat(language, { whole: true });
    return Object.assign((amount: number) => cents.format(amount), {
      whole: (amount: number) => whole.format(amount),
    });
  }, [language]);
}
