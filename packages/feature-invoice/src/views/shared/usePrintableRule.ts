import type { FormRule } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { unprintableIn, unprintableList } from '@tessera/api-client/invoice';

/**
 * The rule of a field the invoice's PDF prints: a character its fonts cannot draw (Devanagari,
 * Thai, Chinese…) is refused as it is typed, named, in the words the server's refusal would be
 * shown in.
 */
export function usePrintableRule(): FormRule {
  const { t } = useTranslation('common');
  return useMemo(
    () => ({
      validator: (_, value: unknown) => {
        const refused = typeof value === 'string' ? unprintableIn(value) : [];
        return refused.length === 0
          ? Promise.resolve()
          : Promise.reject(
              new Error(t('fieldErrors.unprintable', { limit: unprintableList(refused) })),
            );
      },
    }),
    [t],
  );
}
