import type { FakeServerOptions } from '@tessera/fake-server';

declare global {
  interface Window {
    /** Set by the browser tests (before the app starts) to shorten token lifetimes and latency. */
    __TESSERA_FAKE_SERVER__?: Partial<FakeServerOptions>;
  }
}

/** Simulated latency makes loading states visible; tests may override every option. */
export function fakeServerOptions(): FakeServerOptions {
  return { delayMs: 250, ...window.__TESSERA_FAKE_SERVER__ };
}
