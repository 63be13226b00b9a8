import { nanoid, type Store, type UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { useStore } from 'react-redux';

export type RequestStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** A change sent through a saga: its action carries an id, the slice keeps the last outcome. */
export type TrackedAction = UnknownAction & { meta: { requestId: string } };

/** What a slice records of the last change it was sent. */
export interface TrackedOutcome {
  status: RequestStatus;
  requestId?: string;
}

/** What a slice keeps of its last change: its kind, its id, and how it ended. */
export interface TrackedMutationState<Kind extends string> extends TrackedOutcome {
  kind?: Kind;
  error?: string;
  fieldErrors?: Record<string, string>;
}

/** The reducer of a change's `…Requested` action: that change is now the one in flight. */
export const trackedMutationStarted =
  <Kind extends string>(kind: Kind) =>
  (state: { mutation: TrackedMutationState<Kind> }, action: Pick<TrackedAction, 'meta'>): void => {
    state.mutation = { status: 'loading', kind, requestId: action.meta.requestId };
  };

/** An action creator's `prepare`: the payload as given, plus an id for this one change. */
export const withRequestId = <Payload>(payload: Payload) => ({
  payload,
  meta: { requestId: nanoid() },
});

/** Resolves with the outcome once the change with this id has its answer. */
function whenSettled<State, Outcome extends TrackedOutcome>(
  store: Store<State>,
  selectOutcome: (state: State) => Outcome,
  requestId: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const check = () => {
      const outcome = selectOutcome(store.getState());
      // A newer change took over the slot: this one's own answer can no longer be read.
      if (outcome.requestId === requestId && outcome.status === 'loading') return;
      unsubscribe();
      resolve(outcome);
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

/**
 * Dispatches a change and resolves with its outcome, so a form can close or show the server's
 * field errors; `pending` drives its buttons' spinners.
 */
export function useTrackedMutation<State, Outcome extends TrackedOutcome>(
  selectOutcome: (state: State) => Outcome,
) {
  const store = useStore<State>();
  const [pending, setPending] = useState(false);
  const send = useCallback(
    async (action: TrackedAction): Promise<Outcome> => {
      setPending(true);
      store.dispatch(action);
      try {
        return await whenSettled(store, selectOutcome, action.meta.requestId);
      } finally {
        setPending(false);
      }
    },
    [store, selectOutcome],
  );
  return { pending, send };
}
