import type { UnknownAction } from '@reduxjs/toolkit';
import { registerFakeServer, type FakeServer } from '@tessera/fake-server';
import { provideDemoData, type DemoData } from '@tessera/ui';
import { fakeServerOptions } from './fake-server-options';
import type { AppStore } from './store';

/**
 * Starts the simulated server on api-client's instance (with the first request: it loads then,
 * not with the first page). A change another tab made has every cached answer asked for again;
 * the layout gets the reset and the storage notice (provideDemoData).
 */
export function startDemoServer(
  instance: Parameters<typeof registerFakeServer>[0],
  store: Pick<AppStore, 'dispatch' | 'getState'>,
): FakeServer {
  const refresh = async () => {
    // Only once the server-state layer has loaded (its middleware runs the thunk): before, no
    // page has asked anything. The refetch's code loads when first needed.
    if (!store.getState().api) return;
    const { refetchServerState } = await import('@tessera/ui/server-state/refetch');
    store.dispatch(refetchServerState() as unknown as UnknownAction);
  };
  const demoData: DemoData = {
    reset: async () => {
      await server.resetData();
      await refresh();
    },
    problem: null,
  };
  const server = registerFakeServer(instance, {
    onDataChanged: () => void refresh(),
    onStorageProblem: (problem) => provideDemoData({ ...demoData, problem }),
    ...fakeServerOptions(),
  });
  provideDemoData(demoData);
  return server;
}
