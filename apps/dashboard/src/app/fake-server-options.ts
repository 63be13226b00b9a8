import type { FakeServerOptions } from '@tessera/fake-server';

declare global {
  interface Window {
    /** Set by the browser tests (before the app starts) to shorten token lifetimes and latency. */
    __TESSERA_FAKE_SERVER__?: Partial<FakeServerOptions>;
  }
}

/**
 * Simulated latency makes loading states visible, and the demo's data outlives a reload and is
 * shared between tabs (persist); tests may override every option.
 */
export function fakeServerOptions(): FakeServerOptions {
  return { delayMs: 250, persist: true, ...window.__TESSERA_FAKE_SERVER__ };
}
