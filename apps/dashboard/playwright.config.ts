import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/browser.mjs';

// E2E_PORT lets two runs (against two TESSERA_DIST builds) share the machine.
const port = Number(process.env.E2E_PORT ?? 4174);

/** Browser tests: Debian's Chromium against the production build served on 127.0.0.1. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: true,
  workers: 2,
  // No second try, in CI too: a test that passes only on its second try is a bug to fix, and a
  // retry would hide it.
  retries: 0,
  reporter: 'list',
  // A journey's steps each take a second or more on a busy two-core machine: room for that.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: `node scripts/serve.mjs`,
    env: {
      PORT: String(port),
      ...(process.env.TESSERA_DIST ? { TESSERA_DIST: process.env.TESSERA_DIST } : {}),
    },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
