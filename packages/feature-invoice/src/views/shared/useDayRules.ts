import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { invoiceEarliestDay, invoiceLatestDay } from '@tessera/api-client/invoice';
import { useFormat } from '../../format';

/**
 * A day field's rules: required, and within the days the contract takes (a typo such as
 * 1900-01-01 is refused on the field, in the user's language, before anything is sent). Give
 * the input `dayBounds` too, so the browser's picker offers only those days.
 */
export function useDayRules(): FormRule[] {
  const { t } = useTranslation('invoice');
  const format = useFormat();
  return useMemo(() => {
    const message = t('validation.dayRange', {
      from: format.date(invoiceEarliestDay),
      until: format.date(invoiceLatestDay),
    });
    return [
      { required: true, message: t('validation.date') },
      {
        validator: (_, value: string | undefined) =>
          !value || (value >= invoiceEarliestDay && value <= invoiceLatestDay)
            ? Promise.resolve()
            : Promise.reject(new Error(message)),
      },
    ];
  }, [t, format]);
}

export const dayBounds = { min: invoiceEarliestDay, max: invoiceLatestDay };
