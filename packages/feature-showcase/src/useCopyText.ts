import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '@tessera/ui';

/** Copies a text to the clipboard, then says so in a toast (or says that it could not). */
export function useCopyText() {
  const { t } = useTranslation('showcase');
  const { message } = useFeedback();
  return async (text: string, done: ReactNode) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      // No clipboard (an insecure page) or the browser refused it.
      void message.error(t('copy.failed'));
      return;
    }
    void message.success(done);
  };
}
