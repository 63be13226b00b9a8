// Shared by the browser tests, the bundle budget and Lighthouse: which Chromium to drive, with
// which flags, and how to serve the production build on 127.0.0.1.
import { existsSync } from 'node:fs';
import { preview } from 'vite';

const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Debian's Chromium (never a downloaded browser). */
export function chromiumPath() {
  const found = candidates.find((path) => path && existsSync(path));
  if (!found) {
    throw new Error(
      'Chromium not found. Install it (apt-get install chromium) or set CHROMIUM_PATH. `npm test` does this for you.',
    );
  }
  return found;
}

/** Flags for a quiet headless Chromium on a machine without network beyond localhost. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

/**
 * Serves the build like `vite preview`; resolves with the base URL and a close function.
 * TESSERA_DIST picks another build folder (e.g. a private `dist-users` while others build).
 */
export async function servePreview(port = 0) {
  const server = await preview({
    root: new URL('..', import.meta.url).pathname,
    build: { outDir: process.env.TESSERA_DIST ?? 'dist' },
    preview: { host: '127.0.0.1', port, strictPort: port !== 0 },
    logLevel: 'error',
  });
  const address = server.httpServer.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
  return { url, close: () => server.close() };
}

/** The fake server's demo admin (the README's sign-in). */
export const demoAdmin = { email: 'admin@demo.com', password: 'admin', role: 'admin' };

/** Signs the demo admin in through the login page at `url`; resolves once the layout shows. */
export async function signInAsDemoAdmin(page, url) {
  await page.goto(`${url}/login`);
  await page.getByLabel('Email').fill(demoAdmin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAdmin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByTestId('app-layout').waitFor();
}

/**
 * Every route of the signed-in menu, read from the page (`page` shows the layout): each submenu
 * is opened so that each link is in the page. A new app's routes are measured the day they land.
 */
export async function menuPaths(page) {
  const menu = page.getByTestId('main-menu');
  for (;;) {
    const closed = menu.locator(
      '.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
    );
    if ((await closed.count()) === 0) break;
    await closed.first().click();
  }
  const paths = await menu
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => new URL(link.href).pathname));
  return [...new Set(paths)];
}
