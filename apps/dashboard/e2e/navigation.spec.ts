import type { Locator, Page } from '@playwright/test';
import { bareSignedInPages } from './support/barePages';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

const notFound = (page: Page) => page.getByTestId('not-found-page');

test.describe('links to nowhere', () => {
  test('every link of the home page, the menu and the navbar opens a page that exists', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('ecommerce-dashboard')).toBeVisible();
    // Every submenu open, so that each link of the menu is in the page.
    const menu = page.getByTestId('main-menu');
    const closed = menu.locator(
      '.ant-menu-submenu:not(.ant-menu-submenu-open) > .ant-menu-submenu-title',
    );
    while ((await closed.count()) > 0) await closed.first().click();
    await expect(menu.getByRole('link', { name: 'Permissions', exact: true })).toBeVisible();
    const hrefs = await page
      .locator('a[href^="/"]')
      .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href') ?? ''))]);
    expect(hrefs.length).toBeGreaterThan(3);
    // Each link opens cold (a full load, the server started anew): over a hundred of them took
    // about 90 s on a busy machine, the default test's whole time. The time grows with the menu.
    test.setTimeout(60_000 + hrefs.length * 2_000);
    for (const href of hrefs) {
      await page.goto(href);
      // A page in the blank layout (a demo of it) has no navbar.
      await expect(
        page.getByTestId('user-menu').or(page.getByTestId('blank-layout')),
        href,
      ).toBeVisible();
      await expect(notFound(page), href).toHaveCount(0);
    }
  });

  test('every signed-in page without the menu opens cold: typed, reloaded or in a new tab', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    for (const { open, shows } of Object.values(bareSignedInPages)) {
      await page.goto(open);
      const bare = page.getByTestId('blank-layout');
      await expect(bare.getByText(shows, { exact: true }).first(), open).toBeVisible();
      await expect(page.getByTestId('route-error'), open).toHaveCount(0);
    }
  });

  test('every entry of the user menu opens a page that exists', async ({ page }) => {
    await signIn(page, 'admin');
    await page.getByTestId('user-menu').click();
    const userMenu = page.locator('.ant-dropdown');
    const entries = await userMenu.getByRole('menuitem').allTextContents();
    expect(entries.at(-1)).toBe('Logout');
    for (const entry of entries.slice(0, -1)) {
      await page.goto('/');
      await page.getByTestId('user-menu').click();
      await userMenu.getByRole('menuitem', { name: entry }).click();
      await expect(page.getByTestId('user-menu'), entry).toBeVisible();
      await expect(notFound(page), entry).toHaveCount(0);
    }
  });
});

test.describe('on a phone (390 × 844)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navbar avatar is round and full size', async ({ page }) => {
    await signIn(page, 'admin');
    const avatar = page.getByTestId('user-menu').locator('.ant-avatar');
    await expect(avatar).toBeVisible();
    const box = await avatar.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(32);
    expect(box?.height).toBe(box?.width);
    // Its name and role are hidden here: the button is still named (axe found it unnamed).
    await expect(page.getByTestId('user-menu')).toHaveAccessibleName(/^Avery Stone Admin/);
    await expectAccessible(page);
  });

  test('the navbar fits: no control is squeezed under its icon or pushed past the edge', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expect(page.getByTestId('user-menu')).toBeVisible();
    const { bar, controls } = await page.locator('.app-navbar').evaluate((navbar) => {
      const box = navbar.getBoundingClientRect();
      return {
        bar: { left: box.left, right: box.right },
        controls: [...navbar.querySelectorAll('a, button')]
          .map((control) => ({
            name: control.getAttribute('aria-label') ?? control.textContent ?? '',
            box: control.getBoundingClientRect(),
          }))
          // The shortcuts the bar leaves out on a phone take no room.
          .filter(({ box: control }) => control.width > 0)
          .map(({ name, box: control }) => ({ name, left: control.left, right: control.right })),
      };
    });
    expect(controls.length).toBeGreaterThanOrEqual(8);
    for (const { name, left, right } of controls) {
      // WCAG 2.2's smallest target: 24 px.
      expect(right - left, name).toBeGreaterThanOrEqual(24);
      expect(left, name).toBeGreaterThanOrEqual(bar.left);
      expect(right, name).toBeLessThanOrEqual(bar.right);
    }
  });
});

test.describe('on a phone, tabs that overflow', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('scroll instead of hiding the rest under a button, pass axe, and the arrow keys reach the last', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/view/1');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await expect(tabs).toHaveCount(5);
    const last = tabs.last();
    // Past the screen's edge until scrolled to.
    expect(((await last.boundingBox())?.x ?? 0) + 1).toBeGreaterThan(390);
    await expectAccessible(page);
    await tabs.first().focus();
    for (let step = 1; step < 5; step += 1) await page.keyboard.press('ArrowRight');
    await expect(last).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await expect(async () => {
      const box = await last.boundingBox();
      expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 390).toBe(true);
    }).toPass();
  });
});

test.describe('on a phone, scroll-to-top', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('never covers the last row of the users list', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/apps/user/list');
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(page.getByTestId('scroll-to-top')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('scroll-to-top')).toHaveCount(0);
    // The last row's delete button can be clicked where it is.
    const lastDelete = page.locator('tbody tr.ant-table-row').last().getByRole('button').last();
    await lastDelete.click({ trial: true });
  });
});

test.describe('right to left', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('direction', 'rtl'));
  });

  /** Where the first and the last character of `text` are drawn, left to right. */
  async function endsOf(page: Page, text: string) {
    return page.evaluate((wanted) => {
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf(wanted) ?? -1;
        if (at < 0) continue;
        const charBox = (offset: number) => {
          const range = document.createRange();
          range.setStart(node, offset);
          range.setEnd(node, offset + 1);
          return range.getBoundingClientRect().left;
        };
        return { first: charBox(at), last: charBox(at + wanted.length - 1) };
      }
      return null;
    }, text);
  }

  test("a user's phone, email and username read left to right", async ({ page }) => {
    await signIn(page, 'admin');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/apps/user/view/2');
    const card = page.getByTestId('user-card');
    await expect(card).toBeVisible();
    const texts = await card.locator('bdi').allTextContents();
    expect(texts.length).toBeGreaterThanOrEqual(3);
    for (const text of texts) {
      const ends = await endsOf(page, text);
      expect(ends, text).not.toBeNull();
      const { first, last } = ends ?? { first: 0, last: 0 };
      expect(first, `"${text}" starts on the left`).toBeLessThan(last);
    }
    expect(texts.some((text) => text.startsWith('+') || /^\d/.test(text))).toBe(true);
  });

  /** Every `bdi` inside `scope` is drawn with its first character left of its last. */
  async function expectLeftToRight(page: Page, scope: Locator) {
    const texts = (await scope.locator('bdi').allTextContents()).filter((t) => t.length > 1);
    expect(texts.length).toBeGreaterThan(0);
    for (const text of texts) {
      const { first, last } = (await endsOf(page, text)) ?? { first: 0, last: 0 };
      expect(first, `"${text}" starts on the left`).toBeLessThan(last);
    }
  }

  test('usernames and emails of the roles page, and the shares of the statistics', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('language', 'fr'));
    await page.goto('/apps/roles');
    const table = page.getByRole('table');
    await expect(table.locator('tbody bdi').first()).toBeVisible();
    await expectLeftToRight(page, table);

    await page.goto('/apps/user/list');
    const stats = page.getByTestId('user-stats');
    await expect(stats.getByText(/des utilisateurs/).first()).toBeVisible();
    await expectLeftToRight(page, stats);
  });
});
