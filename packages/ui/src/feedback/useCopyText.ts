import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from './feedback';

/**
 * Copies a text to the clipboard, then says so in a toast (`done`, or "Copied to the clipboard."),
 * or says that it could not: the page may be insecure, or the browser refused. Resolves to whether
 * it was copied.
 */
export function useCopyText() {
  const { t } = useTranslation('common');
  const { message } = useFeedback();
  return async (text: string, done?: ReactNode): Promise<boolean> => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      void message.error(t('copy.failed'));
      return false;
    }
    void message.success(done ?? t('copy.done'));
    return true;
  };
}
