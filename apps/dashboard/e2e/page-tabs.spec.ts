import type { Locator, Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectDarkRtl,
  expectFitsPhone,
  phone,
  settled,
  signIn,
  test,
} from './support/fixtures';

const bar = (page: Page) => page.getByRole('tablist', { name: 'Open pages' });
const tab = (page: Page, name: string) => bar(page).getByRole('tab', { name, exact: true });
const userRows = (page: Page) =>
  page.getByRole('table', { name: 'Users' }).locator('tbody tr[data-row-key]');

const home = 'eCommerce dashboard';
const users = 'User list';
const invoices = 'Invoice list';

/** Drags a tab by the pointer onto another, in small moves as a hand would. */
async function drag(page: Page, from: Locator, to: Locator) {
  const start = await from.boundingBox();
  const end = await to.boundingBox();
  if (!start || !end) throw new Error('the tabs are not on screen');
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 });
  await page.mouse.up();
}

test.describe('page tabs', () => {
  test('kept as tabs once turned on: switched, reached by keyboard, reordered, closed, kept over a reload, mirrored right to left', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    // Off by default: no bar, and none of its code.
    await expect(page.getByRole('main')).toBeVisible();
    await expect(bar(page)).toHaveCount(0);

    await page.getByTestId('customizer-open').click();
    const customizer = page.getByTestId('customizer');
    await customizer.getByRole('switch', { name: 'Pages as tabs above the content' }).click();
    await page.keyboard.press('Escape');
    await expect(customizer).toBeHidden();
    await expect(bar(page).getByRole('tab')).toHaveText([home]);
    await expect(tab(page, home)).toHaveAttribute('aria-selected', 'true');

    // Three pages, the users list searched: the search is in its address.
    await page.goto('/apps/user/list');
    await page.getByRole('textbox', { name: 'Search users' }).fill('ad');
    await expect(page).toHaveURL(/\/apps\/user\/list\?q=ad$/);
    // The seeded users: a few of them match, fewer than a page.
    await expect(page.getByText(/^Showing 1 to [1-9] of [1-9] entries$/)).toBeVisible();
    const found = await userRows(page).count();
    await page.goto('/apps/invoice/list');
    await expect(page.getByRole('heading', { name: invoices, level: 1 })).toBeVisible();
    await expect(bar(page).getByRole('tab')).toHaveText([home, users, invoices]);
    await expect(tab(page, invoices)).toHaveAttribute('aria-selected', 'true');

    // Switching to a tab brings its page back as it was left.
    await tab(page, users).click();
    await expect(page).toHaveURL(/\/apps\/user\/list\?q=ad$/);
    await expect(page.getByRole('textbox', { name: 'Search users' })).toHaveValue('ad');
    await expect(userRows(page)).toHaveCount(found);
    await expect(tab(page, users)).toHaveAttribute('aria-selected', 'true');
    await tab(page, home).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: home, level: 1 })).toBeVisible();

    // The keyboard reaches the bar after the navbar, on the page shown; arrows move, Enter and
    // Space open.
    await page.getByTestId('user-menu').focus();
    await page.keyboard.press('Tab');
    await expect(tab(page, home)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, users)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/apps\/user\/list\?q=ad$/);
    await tab(page, users).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, invoices)).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
    await settled(page);
    await expectAccessible(page);

    // Dragged to the front, the invoices stay there over a reload.
    await drag(page, tab(page, invoices), tab(page, home));
    await expect(bar(page).getByRole('tab')).toHaveText([invoices, home, users]);
    await page.reload();
    await expect(bar(page).getByRole('tab')).toHaveText([invoices, home, users]);
    await expect(tab(page, invoices)).toHaveAttribute('aria-selected', 'true');

    // The middle button closes the page shown: its neighbour opens.
    await tab(page, invoices).click({ button: 'middle' });
    await expect(bar(page).getByRole('tab')).toHaveText([home, users]);
    await expect(page).toHaveURL(/\/$/);
    await expect(tab(page, home)).toHaveAttribute('aria-selected', 'true');

    // On a phone, dark and right to left: the first tab at the right, the bar within the screen.
    await page.goto('/apps/invoice/list');
    await page.setViewportSize(phone);
    await page.evaluate(() => {
      localStorage.setItem('skin', JSON.stringify('dark'));
      localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    await page.reload();
    await expectDarkRtl(page);
    await expect(bar(page).getByRole('tab')).toHaveText([home, users, invoices]);
    const first = await tab(page, home).boundingBox();
    const second = await tab(page, users).boundingBox();
    expect(first && second && first.x > second.x).toBe(true);
    await expectFitsPhone(page);
    // The page shown is scrolled into the bar's view.
    await expect(tab(page, invoices)).toBeInViewport();
    await settled(page);
    await expectAccessible(page);
    // Arrows follow the screen: the next tab is on the left.
    await tab(page, home).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, users)).toBeFocused();
    // Delete closes it; the close button closes another.
    await page.keyboard.press('Delete');
    await expect(bar(page).getByRole('tab')).toHaveText([home, invoices]);
    await tab(page, home).getByTestId('page-tab-close').click();
    await expect(bar(page).getByRole('tab')).toHaveText([invoices]);
    await expect(page).toHaveURL(/\/apps\/invoice\/list$/);
  });

  test('a page the user may no longer open leaves the bar; each account has its own', async ({
    page,
  }) => {
    await signIn(page, 'client');
    const clientId = await page.evaluate(
      () => (JSON.parse(localStorage.getItem('userData') ?? '{}') as { id?: number }).id,
    );
    expect(clientId).toBeDefined();
    // Tabs kept from when this account could open the users list.
    await page.evaluate((id) => {
      localStorage.setItem('pageTabs', 'true');
      localStorage.setItem(`pageTabs.${id}`, JSON.stringify(['/apps/user/list?q=ad', '/']));
    }, clientId);
    await page.reload();
    await expect(bar(page).getByRole('tab')).toHaveText(['Access Control']);
    await expect
      .poll(() => page.evaluate((id) => localStorage.getItem(`pageTabs.${id}`), clientId))
      .toBe('["/access-control"]');
  });
});
