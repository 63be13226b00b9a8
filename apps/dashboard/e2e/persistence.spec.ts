import type { Page } from '@playwright/test';
import { expect, settled, signIn, test } from './support/fixtures';

// The demo's data is kept in IndexedDB (each test has a fresh browser context, so a fresh
// store) and shared between the tabs of one browser.

const usersTable = (page: Page) => page.getByRole('table', { name: 'Users' });
const rows = (page: Page) => usersTable(page).locator('tbody tr[data-row-key]');
const userLink = (page: Page, name: string) =>
  usersTable(page).getByRole('link', { name, exact: true });

async function openUsers(page: Page) {
  await page.goto('/apps/user/list');
  await expect(rows(page).first()).toBeVisible();
  await settled(page);
}

/** Deletes the first user of the list (after confirming) and gives their name. */
async function deleteFirstUser(page: Page): Promise<string> {
  const name = (await rows(page).first().locator('td:first-child a').textContent()) ?? '';
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: `Delete ${name}?` });
  await expect(confirm).toBeVisible();
  await settled(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`${name} was deleted.`)).toBeVisible();
  await expect(userLink(page, name)).toHaveCount(0);
  return name;
}

test("IndexedDB's code loads only once something is to be kept, and keeps a change across a reload", async ({
  page,
}) => {
  const storageCode: string[] = [];
  page.on('response', (response) => {
    if (/\/persistence-[\w-]+\.js$/.test(response.url())) storageCode.push(response.url());
  });
  await signIn(page, 'admin');
  await expect(page.getByTestId('ecommerce-dashboard')).toBeVisible();
  await openUsers(page);
  expect(storageCode).toEqual([]);

  const name = await deleteFirstUser(page);
  await expect.poll(() => storageCode.length).toBe(1);
  // From then on, every visit reads what was saved. The reload comes straight after the answer:
  // the change was saved before it was answered.
  storageCode.length = 0;
  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(userLink(page, name)).toHaveCount(0);
  await expect.poll(() => storageCode.length).toBe(1);
});

test('a reload keeps an edited invoice', async ({ page }) => {
  await signIn(page, 'admin');
  await page.goto('/apps/invoice/edit/5001');
  const description = page.getByRole('textbox', { name: 'Line 1: Description' });
  await description.fill('Kept across reloads');
  await page.getByRole('button', { name: 'Save and preview' }).click();
  await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5001$/);
  const invoice = page.getByRole('document', { name: 'Invoice #5001' });
  await expect(invoice).toContainText('Kept across reloads');

  await page.reload();
  await expect(invoice).toContainText('Kept across reloads');
  await page.goto('/apps/invoice/edit/5001');
  await expect(description).toHaveValue('Kept across reloads');
});

test('a registered account survives a reload', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Username').fill('keeper');
  await page.getByLabel('Email').fill('keeper@example.com');
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByTestId('user-menu')).toBeVisible();

  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await expect(page).not.toHaveURL(/session=ended/);
});

test('a user deleted in one tab disappears from the other, without a reload', async ({ page }) => {
  await signIn(page, 'admin');
  await openUsers(page);
  const other = await page.context().newPage();
  await openUsers(other);
  await page.bringToFront();
  const name = (await rows(page).first().locator('td:first-child a').textContent()) ?? '';
  await expect(userLink(other, name)).toBeVisible();

  await deleteFirstUser(page);
  await expect(userLink(other, name)).toHaveCount(0);
  await other.close();
});

test('"Reset demo data" brings back the sample data, in every tab and after a reload', async ({
  page,
}) => {
  await signIn(page, 'admin');
  await openUsers(page);
  const other = await page.context().newPage();
  await openUsers(other);
  await page.bringToFront();
  const name = await deleteFirstUser(page);
  await expect(userLink(other, name)).toHaveCount(0);

  await page.getByTestId('customizer-cog').click();
  const customizer = page.getByTestId('customizer');
  await expect(customizer).toBeVisible();
  await settled(page);
  await customizer.getByRole('button', { name: 'Reset demo data' }).click();
  const confirm = page.getByRole('dialog', { name: 'Reset the demo data?' });
  await expect(confirm).toBeVisible();
  await settled(page);
  await confirm.getByRole('button', { name: 'Reset demo data' }).click();
  await expect(page.getByText('The demo data is back to its sample data.')).toBeVisible();

  await expect(userLink(page, name)).toBeVisible();
  await expect(userLink(other, name)).toBeVisible();
  await other.close();
  await page.reload();
  await expect(userLink(page, name)).toBeVisible();
});

test('refused storage: a notice, and changes still hold until the page is left', async ({
  page,
}) => {
  await page.addInitScript(() => {
    IDBFactory.prototype.open = () => {
      throw new DOMException('Storage is off for this site.', 'SecurityError');
    };
  });
  await signIn(page, 'admin');
  await openUsers(page);
  // Signing in and reading need no storage: the first change finds none, and the notice shows.
  const name = await deleteFirstUser(page);
  await expect(
    page.getByText(
      'This browser refuses to store the demo data: your changes last only until you leave or reload this page.',
    ),
  ).toBeVisible();
  // Another page of the app and back: the server in this page still has the change.
  await rows(page).first().locator('td:first-child a').click();
  await expect(page).toHaveURL(/\/apps\/user\/view\/\d+$/);
  await page.goBack();
  await expect(rows(page).first()).toBeVisible();
  await expect(userLink(page, name)).toHaveCount(0);

  await page.reload();
  await expect(userLink(page, name)).toBeVisible();
});
