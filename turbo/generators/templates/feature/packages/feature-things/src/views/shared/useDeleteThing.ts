import { useTranslation } from 'react-i18next';
import type { Thing } from '@tessera/api-client';
import { useConfirm, useErrorMessage, useFeedback } from '@tessera/ui';
import { useRemoveThingMutation } from '../../api';

/**
 * Deletes a thing once confirmed: asks, waits for the server, then says it is done, or why it
 * failed. Resolves true once deleted.
 */
export function useDeleteThing() {
  const { t } = useTranslation('things');
  const confirm = useConfirm();
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const [removeThing] = useRemoveThingMutation();

  return async (thing: Thing): Promise<boolean> => {
    const confirmed = await confirm({
      title: t('delete.title', { name: thing.name }),
      content: t('delete.content'),
      okText: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return false;
    try {
      await removeThing({ id: thing.id }).unwrap();
    } catch (failure) {
      void message.error(describe(failure));
      return false;
    }
    void message.success(t('delete.done', { name: thing.name }));
    return true;
  };
}
