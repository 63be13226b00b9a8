import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/** Signs the admin in and waits for the navbar's search (lazy, like every navbar piece). */
async function signInWithSearch(page: Page) {
  await signIn(page, 'admin');
  await expect(page.getByRole('button', { name: 'Search Ctrl+K' })).toBeVisible();
}

const searchDialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const searchField = (page: Page) =>
  searchDialog(page).getByRole('combobox', { name: 'Search pages, files and contacts' });
const navbarBookmarks = (page: Page) => page.getByRole('navigation', { name: 'Bookmarks' });

test.describe('global search', () => {
  test('Ctrl+K opens it; the arrow keys and Enter open a page', async ({ page }) => {
    await signInWithSearch(page);
    await page.keyboard.press('Control+K');
    await expect(searchField(page)).toBeFocused();
    for (const group of ['Pages', 'Files', 'Contacts']) {
      await expect(
        searchDialog(page).getByRole('group', { name: group }).getByRole('option'),
      ).toHaveCount(4);
    }

    await searchField(page).pressSequentially('cover');
    const options = searchDialog(page).getByRole('option');
    await expect(options).toHaveText([
      /Login \(cover\)/,
      /Register \(cover\)/,
      /Forgot Password \(cover\)/,
      /Reset Password \(cover\)/,
    ]);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');

    await page.keyboard.press('ArrowDown');
    const active = options.nth(1);
    await expect(active).toHaveAttribute('aria-selected', 'true');
    await expect(searchField(page)).toHaveAttribute(
      'aria-activedescendant',
      (await active.getAttribute('id')) ?? '',
    );
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'false');

    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pages\/register-cover$/);
    await expect(searchDialog(page)).toHaveCount(0);
  });

  test('Escape closes it, and an unknown word says so', async ({ page }) => {
    await signInWithSearch(page);
    await page.getByRole('button', { name: 'Search Ctrl+K' }).click();
    await searchField(page).pressSequentially('qwertyuiop');
    await expect(searchDialog(page).getByText('No results for “qwertyuiop”')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
  });

  test('a page starred in search is bookmarked in the navbar, across navigation and reload', async ({
    page,
  }) => {
    await signInWithSearch(page);
    await expect(navbarBookmarks(page).getByRole('link', { name: 'User List' })).toBeVisible();
    await expect(navbarBookmarks(page).getByRole('link', { name: 'Access Control' })).toHaveCount(
      0,
    );

    await page.keyboard.press('Control+K');
    await searchField(page).pressSequentially('access');
    await expect(searchDialog(page).getByRole('option')).toHaveText([/Access Control/]);
    await expectAccessible(page);

    const star = searchDialog(page).getByRole('button', { name: 'Bookmark Access Control' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    const bookmark = navbarBookmarks(page).getByRole('link', { name: 'Access Control' });
    await expect(bookmark).toBeAttached();

    // Escape closes the topmost layer, which is the star's tooltip while the pointer rests on
    // the star: move away and let the tooltip go, and the search is on top again.
    await searchField(page).hover();
    await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toHaveCount(0);
    await bookmark.click();
    await expect(page).toHaveURL(/\/access-control$/);
    await expect(bookmark).toBeVisible();

    await page.reload();
    await expect(bookmark).toBeVisible();
    await expect(navbarBookmarks(page).getByRole('link', { name: 'User List' })).toBeVisible();
  });

  test('the bookmark picker finds a page and stars it', async ({ page }) => {
    await signInWithSearch(page);
    await page.getByRole('button', { name: 'Bookmarks' }).click();
    const panel = page.getByRole('dialog', { name: 'Bookmark pages' });
    const find = panel.getByRole('textbox', { name: 'Find a page' });
    await expect(find).toBeFocused();
    await find.fill('home');
    await expect(panel.getByRole('listitem')).toHaveCount(1);
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Bookmark Home' }).click();
    await expect(navbarBookmarks(page).getByRole('link', { name: 'Home' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Bookmarks' })).toBeFocused();
  });
});
