import type { Task } from '@tessera/api-client';
import { useErrorMessage, useFeedback } from '@tessera/ui';
import { Button } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useRemoveTaskMutation, useUpdateTaskMutation } from '../api';

/** How long the toast of a delete offers to undo it. */
const undoSeconds = 10;

/**
 * What the list and the drawer do to a task: tick it or star it (shown at once, rolled back with
 * the reason if refused), delete it (a soft delete: the toast offers to undo it) and restore it.
 * Each resolves true once the server has done it.
 */
export function useTaskActions() {
  const { t } = useTranslation('todo');
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const [updateTask] = useUpdateTaskMutation();
  const [removeTask] = useRemoveTaskMutation();

  const run = useCallback(
    async (change: () => Promise<unknown>, done?: string) => {
      try {
        await change();
      } catch (failure) {
        void message.error(describe(failure));
        return false;
      }
      if (done) void message.success(done);
      return true;
    },
    [message, describe],
  );

  return useMemo(() => {
    const restore = (task: Task) =>
      run(
        () => updateTask({ id: task.id, isDeleted: false }).unwrap(),
        t('actions.restored', { title: task.title }),
      );
    return {
      toggleCompleted: (task: Task) =>
        run(() => updateTask({ id: task.id, isCompleted: !task.isCompleted }).unwrap()),
      toggleImportant: (task: Task) =>
        run(() => updateTask({ id: task.id, isImportant: !task.isImportant }).unwrap()),
      restore,
      remove: async (task: Task) => {
        const removed = await run(() => removeTask({ taskId: task.id }).unwrap());
        if (removed) {
          void message.success(
            <span className="todo-toast">
              {t('actions.deleted', { title: task.title })}
              <Button type="link" size="small" onClick={() => void restore(task)}>
                {t('actions.undo')}
              </Button>
            </span>,
            // Long enough to change one's mind.
            undoSeconds,
          );
        }
        return removed;
      },
    };
  }, [run, updateTask, removeTask, message, t]);
}
