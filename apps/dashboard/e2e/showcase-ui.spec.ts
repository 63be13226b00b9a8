import {
  expect,
  expectAccessible,
  expectPagesFitPhoneDarkRtl,
  signIn,
  test,
} from './support/fixtures';

// The UI section of the showcase: typography, the current skin's colours, the icon grid.
test.describe('showcase: UI elements', () => {
  test.beforeEach(async ({ page }) => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  });

  test('typography: a sentence edited and kept with Enter, a reference copied', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/ui/typography');
    await expect(page.getByRole('heading', { level: 1, name: 'Typography' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('textbox').fill('My own words.');
    await page.keyboard.press('Enter');
    await expect(page.getByText('My own words.')).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('INV-2026-0415');
  });

  test('colors: the tokens follow the skin, and a value copies', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/ui/colors');
    const container = page.locator('li[data-token="colorBgContainer"]');
    await expect(container).toContainText('#ffffff');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Copy colorPrimary (#5b4fe0)' }).click();
    await expect(page.getByText('Copied #5b4fe0 (colorPrimary)')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe('#5b4fe0');
    await page.getByRole('radiogroup', { name: 'Skin' }).getByText('Dark', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(container).toContainText('#283046');
    await expectAccessible(page);
  });

  test('icons: filtered as one types, an icon copied as its element', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/ui/icons');
    const grid = page.getByRole('list', { name: 'Icons' });
    await expect(grid.getByRole('button')).toHaveCount(48);
    await expect(
      grid.getByRole('button', { name: 'AccountBookFilled' }).locator('svg'),
    ).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('searchbox', { name: 'Search the icons' }).pressSequentially('heart');
    await expect(page.getByText('3 icons')).toBeVisible();
    const heart = grid.getByRole('button', { name: 'HeartOutlined' });
    await expect(heart.locator('svg')).toBeVisible();
    await heart.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Copied <HeartOutlined />')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe('<HeartOutlined />');
  });

  test('on a phone in the dark skin right to left, each page keeps to the screen and passes axe', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expectPagesFitPhoneDarkRtl(page, [
      ['/ui/typography', 'Typography'],
      ['/ui/colors', 'Colors'],
      ['/ui/icons', 'Icons'],
    ]);
  });
});
