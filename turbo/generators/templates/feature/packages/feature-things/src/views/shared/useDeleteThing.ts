import { useTranslation } from 'react-i18next';
import type { Thing } from '@tessera/api-client';
import { useConfirmedAction } from '@tessera/ui';
import { useRemoveThingMutation } from '../../api';

/**
 * Deletes a thing once confirmed: asks, waits for the server, then says it is done, or why it
 * failed. Resolves true once deleted.
 */
export function useDeleteThing() {
  const { t } = useTranslation('things');
  const act = useConfirmedAction();
  const [removeThing] = useRemoveThingMutation();
  return (thing: Thing) =>
    act(() => removeThing({ id: thing.id }).unwrap(), {
      confirm: {
        title: t('delete.title', { name: thing.name }),
        content: t('delete.content'),
        okText: t('delete.confirm'),
        danger: true,
      },
      done: t('delete.done', { name: thing.name }),
    });
}
