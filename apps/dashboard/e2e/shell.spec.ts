import type { Browser, Page } from '@playwright/test';
import {
  configureFakeServer,
  demoAccounts,
  expect,
  expectAccessible,
  followMenu,
  signIn,
  signOut,
  test,
} from './support/fixtures';

/** A new browser context (empty HTTP cache) signed in as the admin: its next page is cold. */
async function coldAdminPage(page: Page, browser: Browser): Promise<Page> {
  await signIn(page, 'admin');
  const context = await browser.newContext({ storageState: await page.context().storageState() });
  const cold = await context.newPage();
  await configureFakeServer(cold, { delayMs: 0 });
  return cold;
}

/** Every path the page asks the server for from now on. */
function recordRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => paths.push(new URL(request.url()).pathname));
  return paths;
}

test.describe('per-route loading', () => {
  test('the users list, opened cold, fetches nothing of the permissions app', async ({
    page,
    browser,
  }) => {
    const cold = await coldAdminPage(page, browser);
    const requested = recordRequests(cold);
    await cold.goto('/apps/user/list');
    await expect(cold.getByRole('heading', { name: 'User list', level: 1 })).toBeVisible();
    // The whole menu is there, permissions included, from the shell namespace.
    await expect(cold.getByRole('menuitem', { name: 'Roles & Permissions' })).toBeVisible();
    await cold.waitForLoadState('networkidle');

    const namespaces = requested
      .filter((path) => path.startsWith('/locales/'))
      .map((path) => path.replace(/^\/locales\/en\/([a-z]+)\.[0-9a-f]{8}\.json$/, '$1'))
      .sort();
    // The page's own app, the shell's menu and titles, and the navbar's apps (search, user menu,
    // the shop's cart).
    expect(namespaces).toEqual(['auth', 'common', 'ecommerce', 'search', 'shell', 'users']);
    const scripts = requested.filter((path) => path.endsWith('.js'));
    expect(scripts.filter((path) => /RolesPage|PermissionsPage/.test(path))).toEqual([]);
    await cold.context().close();
  });
});

test.describe('a route that fails to load', () => {
  // One pattern: Playwright would read a list of two as a value and its options.
  test.use({
    expectedErrors: [
      /Failed to load resource|A route failed to load or render|dynamically imported module/,
    ],
  });

  test('shows an error page in the layout, and "Reload" recovers', async ({ page }) => {
    await signIn(page, 'admin');
    // The chunk fails (its preload and its import alike) until the error page is there.
    let failing = true;
    await page.route(/\/assets\/UserListPage-[\w-]+\.js$/, (route) =>
      failing ? route.abort('failed') : route.continue(),
    );
    await followMenu(page, 'Users', 'List');

    const error = page.getByTestId('route-error');
    await expect(
      error.getByRole('heading', { name: 'This page could not be shown' }),
    ).toBeVisible();
    // The menu stays: only the page failed.
    await expect(page.getByTestId('app-layout')).toBeVisible();
    await expectAccessible(page);
    failing = false;

    await error.getByRole('button', { name: 'Reload' }).click();
    await expect(page.getByRole('heading', { name: 'User list', level: 1 })).toBeVisible();
    await expect(page.getByTestId('route-error')).toHaveCount(0);
  });
});

test.describe('sign-out', () => {
  test('the next account sees nothing of the previous one', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/list');
    const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(firstRow).toBeVisible();
    const adminSawName = await firstRow.getByRole('link').first().innerText();
    // The admin's search catalog holds the admin's pages.
    await page.keyboard.press('Control+K');
    const searchDialog = page.getByRole('dialog', { name: 'Search' });
    const searchField = searchDialog.getByRole('combobox', {
      name: 'Search pages, files and contacts',
    });
    await searchField.pressSequentially('roles');
    await expect(searchDialog.getByRole('option', { name: /Roles/ })).toBeVisible();
    await page.keyboard.press('Escape');

    await signOut(page);
    await signIn(page, 'client');

    await expect(page.getByTestId('user-menu')).not.toContainText('Admin');
    await expect(page.getByText(adminSawName)).toHaveCount(0);
    await page.keyboard.press('Control+K');
    await searchField.pressSequentially('roles');
    await expect(searchDialog.getByText('No results for “roles”')).toBeVisible();
  });
});

test("an answer the previous account waited for changes nothing: the client never gets the admin's search catalog", async ({
  page,
}) => {
  // Time moves with Playwright's clock: the catalog's answer stays on its way until it is told.
  await page.clock.install();
  await configureFakeServer(page, { delayMs: 0, slowCalls: { '/api/main-search/data': 60_000 } });
  const openSearch = () => page.getByRole('button', { name: 'Search Ctrl+K' }).click();
  const searchDialog = page.getByRole('dialog', { name: 'Search' });
  const loading = searchDialog.getByText('Loading search data…');

  await signIn(page, 'admin');
  await openSearch();
  await expect(loading).toBeVisible();
  await page.keyboard.press('Escape');
  await signOut(page);
  // On this page, not through a new page load: the page and its fake server live on.
  await page.getByLabel('Email').fill(demoAccounts.client.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccounts.client.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
  // The admin's answer arrives now, in the client's session.
  await page.clock.fastForward('01:01');

  // The client's first search asks for the client's own catalog. Had the admin's answer been
  // kept, the results would show at once, without asking.
  await openSearch();
  await expect(loading).toBeVisible();
  await page.clock.fastForward('01:01');
  await searchDialog
    .getByRole('combobox', { name: 'Search pages, files and contacts' })
    .pressSequentially('roles');
  await expect(searchDialog.getByText('No results for “roles”')).toBeVisible();
});

test('Redux DevTools stay off in the production build', async ({ page }) => {
  await page.addInitScript(() => {
    const calls: unknown[] = [];
    Object.assign(window, {
      __devToolsCalls: calls,
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (...args: unknown[]) => {
        calls.push(args);
        return (next: unknown) => next;
      },
    });
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(
    await page.evaluate(
      () => (window as unknown as { __devToolsCalls: unknown[] }).__devToolsCalls.length,
    ),
  ).toBe(0);
});
