import { defineConfig } from '@playwright/test';
import base from './playwright.config';
import { anyBackend } from './scripts/any-backend.mjs';

// The browser journeys once more, with no fake server in the page: the dashboard built with
// VITE_API_URL (scripts/build-any-backend.mjs) against the fake server's handlers in the Node API
// server (apps/api-server), over HTTP from another origin. Only the tests tagged @any-backend
// run: the ones that plan the in-page server's failures, latency or size cannot.
const port = Number(process.env.E2E_PORT ?? 4174) + 1;
// Read by the fixtures: each test starts from the seed, as with a fresh in-page server.
process.env.E2E_API_URL = anyBackend.apiUrl;

export default defineConfig({
  ...base,
  testMatch: /\/(users|invoice|email)\.spec\.ts$/,
  grep: /@any-backend/,
  // One server's data for every test: one test at a time, each from the seed.
  workers: 1,
  fullyParallel: false,
  outputDir: './test-results/any-backend',
  use: { ...base.use, baseURL: `http://127.0.0.1:${port}` },
  webServer: [
    {
      command: 'node --import tsx src/main.ts',
      cwd: '../api-server',
      env: { PORT: String(anyBackend.apiPort), TESSERA_API_RESETTABLE: '1' },
      // Any answer says it listens: this one is a 401.
      url: `${anyBackend.apiUrl}/api/users/stats`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(port), TESSERA_DIST: anyBackend.dist },
      url: `http://127.0.0.1:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
});
