import type { Locator } from '@playwright/test';
import { expect, expectAccessible, settled, signIn, test } from './support/fixtures';

/** The menu's Template section, every submenu of it open, so that each of its links is there. */
async function templateSection(menu: Locator): Promise<Locator> {
  const section = menu
    .locator('.ant-menu-item-group')
    .filter({ has: menu.page().getByText('Template', { exact: true }) });
  const closed = section.locator(
    '.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
  );
  while ((await closed.count()) > 0) await closed.first().click();
  return section;
}

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

  // The pages are shared among a few tests, by their place in the menu, so that each test ends
  // well inside its limit on a busy machine and the two workers share them.
  const shares = 8;
  for (let share = 0; share < shares; share++) {
    const name = `every page of the Template section opens with no error and passes axe (${share + 1} of ${shares})`;
    test(name, async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, 'admin');
      const menu = page.getByTestId('main-menu');
      const hrefs = await (
        await templateSection(menu)
      )
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      // The section holds every kind of demo: cards, the showcase and the tables.
      expect(hrefs).toEqual(
        expect.arrayContaining(['/cards/statistics', '/components/extras', '/tables/virtual']),
      );
      const mine = hrefs.filter((_, index) => index % shares === share);
      expect(mine.length).toBeGreaterThan(0);
      for (const href of mine) {
        // From the menu, as a user goes; a page without the menu (the blank layout, the page
        // without menu) or with it folded to icons is left by the browser's back button.
        const folded = page.locator('.ant-layout-sider-collapsed');
        if (!(await menu.isVisible()) || (await folded.count()) > 0) await page.goBack();
        const link = (await templateSection(menu)).locator(`a[href="${href}"]`);
        const title = (await link.textContent()) ?? '';
        await link.click();
        await expect(page, href).toHaveURL(href);
        // The page's own heading: the page it replaces may still be fading out.
        await expect(page.getByRole('heading', { level: 1, name: title }), href).toBeVisible();
        await expect(page.getByTestId('not-found-page'), href).toHaveCount(0);
        await expectAccessible(page);
      }
    });
  }
});
