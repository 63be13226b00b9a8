import { useCallback, useTransition } from 'react';
import { useStore } from 'react-redux';
import type { Store, UnknownAction } from '@reduxjs/toolkit';
import type { AuthRequest, AuthRootState, RequestState } from '../store/slice';

/** Resolves with the request's state once its saga has answered (success or failure). */
export function whenSettled(
  store: Store<AuthRootState>,
  request: AuthRequest,
): Promise<RequestState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState().auth[request];
      if (state.status === 'loading') return;
      unsubscribe();
      resolve(state);
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

type Settled = (outcome: RequestState) => unknown;

/**
 * Sends an auth request and runs `onSettled` with its outcome, all inside one React action
 * (an async transition). Updates made as transitions meanwhile (the session change, the
 * router's navigation) are committed together when the action ends; `isPending` covers it all.
 */
export function useAuthRequest(request: AuthRequest) {
  const store = useStore<AuthRootState>();
  const [isPending, startTransition] = useTransition();
  const send = useCallback(
    (action: UnknownAction, onSettled: Settled) =>
      startTransition(async () => {
        store.dispatch(action);
        await onSettled(await whenSettled(store, request));
      }),
    [store, request],
  );
  return { isPending, send };
}
