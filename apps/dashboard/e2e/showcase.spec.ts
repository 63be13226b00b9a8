import { expect, expectAccessible, settled, signIn, test } from './support/fixtures';

// The production build carries every part of antd that a page may use: each feature below
// renders and answers (any uncaught error or console error fails the test, see fixtures).
test.describe('showcase', () => {
  test('antd’s less common props work in the production build', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/components/extras');
    await expect(page.getByRole('heading', { level: 1, name: 'Component extras' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    // Input.Search, in a card's header tabs.
    await page.getByRole('searchbox', { name: 'Search the catalogue' }).fill('lens');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('You searched for “lens”.')).toBeVisible();

    // Input.OTP.
    await page.getByRole('tab', { name: 'Code' }).click();
    await page.getByRole('group', { name: 'Six-digit code' }).getByRole('textbox').first().click();
    await page.keyboard.type('402613');
    await expect(page.getByText('Code entered: 402613')).toBeVisible();

    // Editable and copyable Typography.
    await page.getByRole('tab', { name: 'Text' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox').fill('A sentence of my own.');
    await page.keyboard.press('Enter');
    await expect(page.getByText('A sentence of my own.')).toBeVisible();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('TESSERA-2026-DEMO');

    // Tag.CheckableTag.
    await page.getByText('Finance', { exact: true }).click();
    await expect(page.getByText('2 topics chosen')).toBeVisible();

    // A column's filter menu.
    const filtered = page.locator('.ant-card', { hasText: 'A table with column filters' });
    await expect(filtered.getByRole('cell', { name: 'Cameras' })).toHaveCount(4);
    await filtered.getByRole('button', { name: /filter/i }).click();
    await page.getByRole('menuitem', { name: 'Audio' }).click();
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(filtered.getByRole('cell', { name: 'Audio' })).toHaveCount(4);
    await expect(filtered.getByRole('cell', { name: 'Cameras' })).toHaveCount(0);

    // A virtual table: scrolled to its end, the last of 10,000 rows is drawn.
    const virtual = page.getByTestId('virtual-table');
    await expect(virtual.getByText('Item 00001')).toBeVisible();
    await virtual.locator('.ant-table-tbody-virtual-holder').evaluate((holder) => {
      holder.scrollTop = holder.scrollHeight;
    });
    await expect(virtual.getByText('Item 10000')).toBeVisible();
    await expect(virtual.getByText('Item 00001')).toHaveCount(0);
  });
});
