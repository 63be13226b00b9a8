import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFeedback } from '../feedback/feedback';

export interface ConfirmOptions {
  title: ReactNode;
  content?: ReactNode;
  /** Label of the confirming button; "Confirm" by default. */
  okText?: string;
  /** A destructive action: the confirming button is red. */
  danger?: boolean;
}

/**
 * Asks before doing something (deleting…): resolves true when confirmed, false when cancelled or
 * dismissed (Escape, close). Needs a FeedbackProvider above it (the shell's ThemeProvider has
 * one).
 */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const { modal } = useFeedback();
  const { t } = useTranslation('common');
  return useCallback(
    ({ title, content, okText, danger = false }: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        void modal.confirm({
          title,
          content,
          okText: okText ?? t('actions.confirm'),
          cancelText: t('actions.cancel'),
          okButtonProps: { danger },
          // Enter on a freshly opened dialog must not destroy anything.
          focusable: { autoFocusButton: 'cancel' },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
          // Any other way out of the dialog counts as "no" (a promise settles once).
          afterClose: () => resolve(false),
        });
      }),
    [modal, t],
  );
}
