import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { MutationAction, MutationState, UsersRootState } from '../../store/slice';

/** Resolves with the change's outcome once its saga has answered (success or failure). */
export function whenSettled(
  store: Store<UsersRootState>,
  requestId: string,
): Promise<MutationState> {
  return new Promise((resolve) => {
    const check = () => {
      const mutation = store.getState().users.mutation;
      // A newer change took over the state: this one's own answer can no longer be read.
      const settled = mutation.requestId !== requestId || mutation.status !== 'loading';
      if (!settled) return;
      unsubscribe();
      resolve(mutation);
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/** Sends a change (add, edit, suspend, delete) and resolves with its outcome. */
export function useUserMutation() {
  const store = useStore<UsersRootState>();
  const [isPending, setPending] = useState(false);
  const send = useCallback(
    async (action: MutationAction): Promise<MutationState> => {
      setPending(true);
      store.dispatch(action);
      try {
        return await whenSettled(store, action.meta.requestId);
      } finally {
        setPending(false);
      }
    },
    [store],
  );
  return { isPending, send };
}
