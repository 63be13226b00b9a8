import type { EmailChanges, EmailLabel } from '@tessera/api-client';
import { useErrorMessage, useFeedback } from '@tessera/ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useToggleEmailLabelMutation, useUpdateEmailsMutation } from '../api';

/**
 * The changes the list and the mail view make: each awaits the server, says what it did in a
 * toast, or shows the server's message. Resolves true when the change was made.
 */
export function useMailActions() {
  const { t } = useTranslation('email');
  const { message } = useFeedback();
  const errorMessage = useErrorMessage();
  const [updateEmails, updating] = useUpdateEmailsMutation();
  const [toggleLabel, labelling] = useToggleEmailLabelMutation();

  const update = useCallback(
    async (emailIds: number[], dataToUpdate: EmailChanges, done?: string): Promise<boolean> => {
      try {
        await updateEmails({ emailIds, dataToUpdate }).unwrap();
        if (done) void message.success(done);
        return true;
      } catch (failure) {
        void message.error(errorMessage(failure));
        return false;
      }
    },
    [updateEmails, message, errorMessage],
  );

  const label = useCallback(
    async (emailIds: number[], name: EmailLabel): Promise<boolean> => {
      try {
        await toggleLabel({ emailIds, label: name }).unwrap();
        void message.success(t('mail.labelled', { label: t(`labels.${name}`) }));
        return true;
      } catch (failure) {
        void message.error(errorMessage(failure));
        return false;
      }
    },
    [toggleLabel, message, errorMessage, t],
  );

  return { update, label, busy: updating.isLoading || labelling.isLoading };
}
