import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';
import type { MutationAction, MutationState, PermissionsRootState } from '../../store/slice';

/** Resolves once the change with this id has its answer (or a newer change took the slot). */
function settled(store: Store<PermissionsRootState>, requestId: string): Promise<MutationState> {
  return new Promise((resolve) => {
    const check = () => {
      const { mutation } = store.getState().permissions;
      if (mutation.requestId === requestId && mutation.status === 'loading') return;
      unsubscribe();
      resolve(mutation);
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/** Dispatches a change and resolves with its outcome; `pending` drives the buttons' spinners. */
export function useMutation() {
  const store = useStore<PermissionsRootState>();
  const [pending, setPending] = useState(false);
  const send = useCallback(
    async (action: MutationAction): Promise<MutationState> => {
      setPending(true);
      store.dispatch(action);
      try {
        return await settled(store, action.meta.requestId);
      } finally {
        setPending(false);
      }
    },
    [store],
  );
  return { pending, send };
}
