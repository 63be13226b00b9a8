import type { Page } from '@playwright/test';
import { configureFakeServer, demoAccounts, expect, signIn, test } from './support/fixtures';

// Both tokens live ten minutes (the fake server's default). Time moves with Playwright's clock.

const storedAccessToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

/** What a working user does: a key press (Shift changes nothing on the page). */
const work = (page: Page) => page.keyboard.press('Shift');

/** Opens global search: its first opening asks the server for the search data. */
async function searchFor(page: Page, text: string) {
  await page.getByRole('button', { name: 'Search Ctrl+K' }).click();
  await page.getByRole('combobox', { name: 'Search pages, files and contacts' }).fill(text);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test('a working user is never signed out: the session renews ahead of expiry', async ({ page }) => {
  await signIn(page, 'admin');
  // Three ten-minute lifetimes of work: each time, the tokens are renewed a minute before expiry.
  for (let lifetime = 0; lifetime < 3; lifetime += 1) {
    const token = await storedAccessToken(page);
    await work(page);
    await page.clock.fastForward('09:00');
    await expect.poll(() => storedAccessToken(page)).not.toBe(token);
  }
  await searchFor(page, 'access');
  await expect(page.getByRole('option', { name: /Access Control/ })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('an idle session ends at expiry; the login page says so and brings the user back', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await page.goto('/access-control');
  await expect(page.getByTestId('acl-admin-card')).toBeVisible();

  // Token times are whole seconds, and real seconds pass too: stop short of the ten minutes.
  await page.clock.fastForward('09:45');
  await expect(page.getByTestId('acl-admin-card')).toBeVisible();
  await page.clock.fastForward('00:20');

  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccess-control&session=ended$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session has ended. Please sign in again.',
  );
  expect(await storedAccessToken(page)).toBeNull();
  await page.getByLabel('Email').fill(demoAccounts.admin.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccounts.admin.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/access-control$/);
});

test('an idle user who comes back in the last minute keeps the session', async ({ page }) => {
  await signIn(page, 'admin');
  const firstToken = await storedAccessToken(page);
  await page.clock.fastForward('09:30');
  await work(page);
  await expect.poll(() => storedAccessToken(page)).not.toBe(firstToken);
  await page.clock.fastForward('01:00');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();
});

test('an account that no longer exists is signed out once, with a message', async ({ page }) => {
  // Without persist the fake server keeps its data in memory: a reload forgets the account.
  await configureFakeServer(page, { delayMs: 0, persist: false });
  const id = Date.now().toString(36);
  await page.goto('/register');
  await page.getByLabel('Username').fill(`gone${id}`);
  await page.getByLabel('Email').fill(`gone${id}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  const loginLoads: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.url().includes('/login')) {
      loginLoads.push(request.url());
    }
  });
  // After a reload the new account is gone, and the first call the signed-in page makes (the
  // navbar's bookmarks) is refused with 401.
  await page.reload();
  await expect(page).toHaveURL(/\/login\?returnTo=%2F&session=ended$/);
  await expect(page.getByRole('status')).toHaveText(
    'Your session has ended. Please sign in again.',
  );
  expect(await storedAccessToken(page)).toBeNull();
  await page.clock.fastForward('05:00');
  expect(loginLoads).toHaveLength(1);
});
