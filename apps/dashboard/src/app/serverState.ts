import {
  createDynamicMiddleware,
  type Dispatch,
  type Reducer,
  type UnknownAction,
} from '@reduxjs/toolkit';

/**
 * The server-state layer (RTK Query's api slice, `@tessera/ui/server-state`) joins the store with
 * the signed-in pages, like the features' store parts, so /login ships none of it: its
 * middleware slot is in the store from the start, the api slice's module, middleware and reducer
 * arrive with the signed-in layout (the store loads it once, and again after a failed load).
 */
export function createServerStateSlot() {
  const slot = createDynamicMiddleware();
  let resetAction: (() => UnknownAction) | undefined;
  return {
    middleware: slot.middleware,
    /** Loads the api slice; resolves with its reducer (a normal key: sign-out resets it). */
    load: async (): Promise<Record<string, Reducer>> => {
      const { serverState, resetServerState } = await import('@tessera/ui/server-state');
      slot.addMiddleware(...serverState.middleware);
      resetAction = resetServerState;
      return serverState.reducers;
    },
    /** Drops every cached answer and running subscription, if the layer has loaded. */
    reset: (dispatch: Dispatch) => {
      if (resetAction) dispatch(resetAction());
    },
  };
}
