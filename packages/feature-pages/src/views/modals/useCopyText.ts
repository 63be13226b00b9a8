import { useTranslation } from 'react-i18next';
import { useFeedback } from '@tessera/ui';

/** Copies a text, then says so (or says it could not). */
export function useCopyText() {
  const { t } = useTranslation('pages');
  const { message } = useFeedback();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      void message.success(t('modals.copied'));
    } catch {
      void message.error(t('modals.copyFailed'));
    }
  };
}
