import { createDynamicMiddleware, type Reducer } from '@reduxjs/toolkit';

/**
 * The server-state layer (RTK Query's api slice, `@tessera/ui/server-state`) joins the store with
 * the signed-in pages, like the features' store parts, so /login ships none of it: its
 * middleware slot is in the store from the start, the api slice's module, middleware and reducer
 * arrive with the first feature store.
 */
export function createServerStateSlot() {
  const slot = createDynamicMiddleware();
  let loaded: Promise<Record<string, Reducer>> | undefined;
  return {
    middleware: slot.middleware,
    /** Loads the api slice once; resolves with its reducer (a normal key: sign-out resets it). */
    load: (): Promise<Record<string, Reducer>> =>
      (loaded ??= import('@tessera/ui/server-state').then(({ serverState }) => {
        slot.addMiddleware(...serverState.middleware);
        return serverState.reducers;
      })),
  };
}
