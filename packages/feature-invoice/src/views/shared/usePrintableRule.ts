import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The rule of a field the invoice's PDF prints: a character its fonts cannot draw (Devanagari,
 * Thai, Chinese…) is refused as it is typed, named, in the words the server's refusal would be
 * shown in. The contract's list of printable characters loads with the first check, not with
 * the page.
 */
export function usePrintableRule(): FormRule {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      validator: async (_, value: unknown) => {
        if (typeof value !== 'string' || value === '') return;
        const { unprintableIn, unprintableList } =
          await import('@tessera/api-client/invoice/printable');
        const refused = unprintableIn(value);
        if (refused.length > 0) {
          throw new Error(t('fieldErrors.unprintable', { limit: unprintableList(refused) }));
        }
      },
    }),
    [t],
  );
}
