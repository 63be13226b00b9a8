import { useCallback } from 'react';
import { useErrorMessage } from '../data/errorMessage';
import { useConfirm, type ConfirmOptions } from '../data/useConfirm';
import { useFeedback } from '../feedback/feedback';

export interface ConfirmedActionSteps<Result> {
  /** The question asked first; without one the action runs at once. */
  confirm?: ConfirmOptions;
  /** The toast once the server has done it. */
  done: string | ((result: Result) => string);
}

/**
 * Runs a change the way every app does: asks first (`useConfirm`), waits for the server, then
 * says it is done in a toast, or says why it failed in the words every app uses. Resolves true
 * once done, false when cancelled or refused.
 *
 * `act(() => removeUser({ id }).unwrap(), { confirm: { title, danger: true }, done: t('delete.done') })`
 */
export function useConfirmedAction() {
  const confirm = useConfirm();
  const { message } = useFeedback();
  const describe = useErrorMessage();
  return useCallback(
    async <Result>(
      run: () => Promise<Result>,
      steps: ConfirmedActionSteps<Result>,
    ): Promise<boolean> => {
      if (steps.confirm && !(await confirm(steps.confirm))) return false;
      let result: Result;
      try {
        result = await run();
      } catch (failure) {
        void message.error(describe(failure));
        return false;
      }
      void message.success(typeof steps.done === 'string' ? steps.done : steps.done(result));
      return true;
    },
    [confirm, message, describe],
  );
}
