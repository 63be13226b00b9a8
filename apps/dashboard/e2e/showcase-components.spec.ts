import { expect, expectPagesFitPhoneDarkRtl, signIn, test } from './support/fixtures';

const pages = [
  ['/components/buttons', 'Buttons'],
  ['/components/alerts', 'Alerts'],
  ['/components/avatars', 'Avatars'],
  ['/components/badges', 'Badges'],
  ['/components/breadcrumbs', 'Breadcrumbs'],
  ['/components/carousel', 'Carousel'],
  ['/components/collapse', 'Collapse'],
  ['/components/dropdowns', 'Dropdowns'],
  ['/components/lists', 'Lists'],
] as const;

// The component pages of the showcase, from the keyboard, and in the dark skin right to left.
test.describe('showcase: components', () => {
  test('the carousel stays put, and its buttons and dots answer the keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/components/carousel');
    await expect(page.getByText('Slide 1 of 4: Dawn')).toBeVisible();
    await page.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Slide 2 of 4: Lagoon')).toBeVisible();
    await page.getByRole('button', { name: '4', exact: true }).first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Slide 4 of 4: Forest')).toBeVisible();
  });

  test('a context menu opens from the keyboard and reports the choice', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/components/dropdowns');
    await page.getByRole('button', { name: /Right-click here/ }).focus();
    await page.keyboard.press('Shift+F10');
    await page.getByRole('menuitem', { name: /Share/ }).click();
    await expect(page.getByText('You chose: Share')).toBeVisible();
  });

  test('a breadcrumb opens the app page it names', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/components/breadcrumbs');
    await page
      .getByRole('navigation', { name: 'Users, newest first' })
      .getByRole('link', { name: 'Users' })
      .click();
    await expect(page).toHaveURL(/\/apps\/user\/list$/);
  });

  test('on a phone in the dark skin right to left, each page keeps to the screen and passes axe', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signIn(page, 'admin');
    await expectPagesFitPhoneDarkRtl(page, pages);
  });
});
