import { expect, expectAccessible, pick, settled, signIn, test } from './support/fixtures';

test.describe('things', () => {
  test('adds, finds, edits and deletes a thing, and every screen passes axe', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/things');
    await expect(page.getByRole('heading', { name: 'Things', level: 1 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Things' });
    await expect(table.locator('tbody tr[data-row-key]').first()).toBeVisible();
    await expectAccessible(page);

    // Add: the drawer, then the new thing in the list.
    await page.getByRole('button', { name: 'New thing' }).click();
    const drawer = page.getByRole('dialog', { name: 'New thing' });
    await expect(drawer).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await drawer.getByLabel('Name').fill('Zephyr Test Bench');
    await drawer.getByLabel('Owner').fill('Ada Lovelace');
    await pick(page, drawer.getByLabel('Status'), page.getByTitle('Active', { exact: true }));
    await drawer.getByRole('button', { name: 'Add' }).click();
    await expect(page.getByText('Zephyr Test Bench was added.')).toBeVisible();
    await expect(drawer).toBeHidden();

    // Find it: the search narrows the list, and the URL keeps it.
    await page.getByRole('textbox', { name: 'Search things' }).fill('zephyr');
    await expect(page).toHaveURL(/q=zephyr/);
    await expect(table.locator('tbody tr[data-row-key]')).toHaveCount(1);

    // Open and edit it.
    await table.getByRole('link', { name: 'Zephyr Test Bench', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Zephyr Test Bench', level: 1 })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Zephyr Test Bench' });
    await editor.getByLabel('Owner').fill('Grace Hopper');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Zephyr Test Bench was saved.')).toBeVisible();
    await expect(page.getByText('Grace Hopper')).toBeVisible();

    // Delete it, once confirmed: back on the list, it is gone.
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Zephyr Test Bench?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Zephyr Test Bench was deleted.')).toBeVisible();
    await expect(page).toHaveURL(/\/apps\/things$/);
    await expect(table.getByRole('link', { name: 'Zephyr Test Bench', exact: true })).toHaveCount(
      0,
    );
  });

  test('in the dark skin and right to left, the list and a record are accessible', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.addInitScript(() => {
      localStorage.setItem('skin', JSON.stringify('dark'));
      localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    await page.goto('/apps/things');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const firstLink = page.getByRole('table', { name: 'Things' }).getByRole('link').first();
    await expect(firstLink).toBeVisible();
    await expectAccessible(page);
    await firstLink.click();
    await expect(page.getByRole('button', { name: 'Edit' })).toBeEnabled();
    await expectAccessible(page);
  });

  test('a client account gets the not-authorized page', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/things');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });
});
