import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

/** Holds the app's scripts back until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  return release;
}

/**
 * Records whether the loading screen ever shows, and the text of the live page at the moment it
 * takes the prerendered one's place; the returned function reads both.
 */
async function recordTakeover(
  page: Page,
): Promise<() => Promise<{ sawFallback?: string; tookOverWith?: string }>> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const seen = document.documentElement.dataset;
      const fallback = document.querySelector<HTMLElement>('[data-testid="boot-fallback"]');
      if (fallback?.checkVisibility()) seen.sawFallback = 'yes';
      const root = document.getElementById('root');
      if (root && !root.hasAttribute('data-prerendered') && seen.tookOverWith === undefined) {
        seen.tookOverWith = root.textContent ?? '';
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(() => {
      const { sawFallback, tookOverWith } = document.documentElement.dataset;
      return { sawFallback, tookOverWith };
    });
}

/** Visitors the prerendered page (default skin, English, left to right) does not fit. */
const unfitVisitors = [
  ['a dark skin', 'skin', JSON.stringify('dark')],
  ['a bordered skin', 'skin', JSON.stringify('bordered')],
  ['right to left', 'direction', JSON.stringify('rtl')],
  ['French', 'language', 'fr'],
] as const;

test.describe('prerendered /login', () => {
  test.describe('with every script blocked', () => {
    // The page's scripts are refused on purpose: the browser reports each one.
    test.use({ expectedErrors: [/Failed to load resource/] });

    test('paints the sign-in form before any script runs', async ({ page }) => {
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/login');
      await expect(page).toHaveTitle('Sign in · Tessera');
      await expect(page.getByRole('heading', { name: /Welcome to Tessera/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
      await expect(page.getByTestId('boot-fallback')).toBeHidden();
    });

    for (const [setting, key, value] of unfitVisitors) {
      test(`a visitor who chose ${setting} sees the loading screen, not the default form`, async ({
        page,
      }) => {
        // The app never runs here, so nothing rewrites the stored choice.
        await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/misc/coming-soon');
        await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
        await page.goto('/login');
        await expect(page.getByTestId('boot-fallback')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign in' })).toBeHidden();
      });
    }
  });

  for (const [setting, key, value] of unfitVisitors) {
    test(`a visitor who chose ${setting} gets the live sign-in form and signs in`, async ({
      page,
    }) => {
      await page.goto('/misc/coming-soon');
      await page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, value]);
      await page.goto('/login');
      // The app renders the page itself; it was blank when the prerendered markup stayed hidden.
      // Found by what each field is for, not by label: the labels are French for one visitor.
      const email = page.locator('form input[autocomplete="username"]');
      await expect(email).toBeVisible();
      await email.fill('admin@demo.com');
      await page.locator('form input[autocomplete="current-password"]').fill('admin');
      await page.locator('form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('while the app renders for a visitor it does not fit, the default form never shows', async ({
    page,
  }) => {
    await page.goto('/misc/coming-soon');
    await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('dark')));
    // Records whether the prerendered form is on screen once the app has started (the markup is
    // no longer marked as prerendered) and before it draws its own page.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const root = document.getElementById('root');
        const input = root?.querySelector('input#email');
        if (root && !root.hasAttribute('data-prerendered') && input?.checkVisibility())
          document.documentElement.dataset.sawDefaultForm = 'yes';
      }).observe(document, {
        attributes: true,
        subtree: true,
        attributeFilter: ['data-prerendered'],
      });
    });
    await page.goto('/login');
    const email = page.locator('form input[autocomplete="username"]');
    await email.fill('admin@demo.com');
    await page.locator('form input[autocomplete="current-password"]').fill('admin');
    await expect(email).toHaveValue('admin@demo.com');
    expect(
      await page.evaluate(() => document.documentElement.dataset.sawDefaultForm),
    ).toBeUndefined();
  });

  test('the app takes over without the loading screen in between, keeping what was typed', async ({
    page,
  }) => {
    // Hold the scripts back until the visitor has typed into the prerendered form.
    const release = await holdScripts(page);
    const takeover = await recordTakeover(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.locator('#root[data-prerendered] input#email');
    await email.fill('admin@demo.com');
    release();
    // The live form (the prerendered one is gone) has the address typed before it arrived.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.com');
    expect((await takeover()).sawFallback).toBeUndefined();
    await expectAccessible(page);
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a sign-in sent before the app takes over is held, then sent by the app (no reload)', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const prerendered = page.locator('#root[data-prerendered]');
    await prerendered.locator('input#email').fill('admin@demo.com');
    await prerendered.locator('input#password').fill('admin');
    await prerendered.getByRole('button', { name: 'Sign in' }).click();
    // Without the app, the browser would have sent the form itself: a GET to /login?.
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });

  test('a demo account picked before the app takes over fills the live form', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page
      .locator('#root[data-prerendered]')
      .getByRole('button', { name: /client@demo\.com/ })
      .click();
    release();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('client@demo.com');
  });

  test('a press under way when the app is ready is not lost: the app takes over after it', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const account = page
      .locator('#root[data-prerendered]')
      .getByRole('button', { name: /client@demo\.com/ });
    const box = await account.boundingBox();
    if (!box) throw new Error('the demo account button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The app's code has arrived; the saved page stays while the button is held down.
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(1);
    await page.mouse.up();
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('client@demo.com');
  });

  test('a signed-in visitor of /login is sent home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });
});

test.describe('prerendered / (the admin’s home)', () => {
  /** The page as index.html paints it, before the app has taken over. */
  const prerendered = (page: Page) => page.locator('#root[data-prerendered="/"]');
  const message = 'You are the best seller of the month. Here are the sales so far.';

  /** Refuses the scripts of the pages opened from now on (not the calls the current one makes). */
  async function blockScripts(page: Page): Promise<void> {
    await page.goto('about:blank');
    await page.route('**/assets/*.js', (route) => route.abort());
  }

  test.describe('with every script blocked', () => {
    test.use({ expectedErrors: [/Failed to load resource/] });

    test('paints the dashboard before any script runs; who is signed in stays hidden, and nothing answers', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await blockScripts(page);
      await page.goto('/');
      await expect(page).toHaveTitle('eCommerce dashboard · Tessera');
      const home = prerendered(page);
      await expect(home.getByRole('heading', { name: 'eCommerce dashboard' })).toBeVisible();
      await expect(home.getByText(message)).toBeVisible();
      await expect(home.getByTestId('main-menu')).toBeVisible();
      await expect(page.getByTestId('boot-fallback')).toBeHidden();
      // The saved page was rendered for the demo admin: their name must not show for another.
      await expect(home.getByTestId('user-menu')).toBeHidden();
      await expect(home.getByText(/^Congratulations/)).toBeHidden();
      // A picture of the page until the app takes over: inert, and said to be busy.
      await expect(home).toHaveAttribute('inert', '');
      await expect(home).toHaveAttribute('aria-busy', 'true');
    });

    test('on a phone, paints the phone’s layout (the menu in a drawer)', async ({ page }) => {
      await page.setViewportSize({ width: 412, height: 823 });
      await signIn(page, 'admin');
      await blockScripts(page);
      await page.goto('/');
      const home = prerendered(page);
      await expect(home.getByText(message)).toBeVisible();
      await expect(home.getByTestId('menu-toggle')).toBeVisible();
      await expect(home.getByTestId('main-menu')).toBeHidden();
    });

    /** Who the saved page does not fit: they get the loading screen until the app renders. */
    const unfit: [string, (page: Page) => Promise<void>][] = [
      ['a visitor with no session', async () => {}],
      ['a client', (page) => signIn(page, 'client')],
      [
        'an admin with the dark skin',
        async (page) => {
          await signIn(page, 'admin');
          await page.evaluate(() => localStorage.setItem('skin', JSON.stringify('dark')));
        },
      ],
      [
        'an admin with the menu collapsed',
        async (page) => {
          await signIn(page, 'admin');
          await page.evaluate(() => localStorage.setItem('menuCollapsed', 'true'));
        },
      ],
    ];
    for (const [who, prepare] of unfit) {
      test(`${who} gets the loading screen, not the admin’s page`, async ({ page }) => {
        await prepare(page);
        await blockScripts(page);
        await page.goto('/');
        await expect(page.getByTestId('boot-fallback')).toBeVisible();
        await expect(page.getByText(message)).toBeHidden();
      });
    }

    test('another page, answered by the same file, shows the loading screen', async ({ page }) => {
      await signIn(page, 'admin');
      await blockScripts(page);
      await page.goto('/apps/user/list');
      await expect(page.getByTestId('boot-fallback')).toBeVisible();
      await expect(page.getByText(message)).toBeHidden();
    });
  });

  test('the app takes over without the loading screen in between, and shows who is signed in', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    const release = await holdScripts(page);
    // The live page shows the dashboard when it takes the saved one's place, not a spinner.
    const takeover = await recordTakeover(page);
    await page.goto('/', { waitUntil: 'commit' });
    // Once parsed, the page holds the screen size that fits, and only that one (it was saved at
    // two).
    await expect(prerendered(page).getByTestId('app-layout')).toHaveCount(1);
    await expect(prerendered(page).locator('template')).toHaveCount(0);
    await expect(prerendered(page).getByText(message)).toBeVisible();
    release();
    await expect(prerendered(page)).toHaveCount(0);
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
    await expect(
      page.getByRole('heading', { name: `Congratulations, ${user.fullName}!` }),
    ).toBeVisible();
    await expect(page.getByTestId('user-menu')).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const seen = await takeover();
    expect(seen.sawFallback).toBeUndefined();
    expect(seen.tookOverWith).toContain(message);
    // The live page answers: the menu takes the admin to the analytics dashboard.
    await page.getByTestId('main-menu').getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expectAccessible(page);
  });

  test('a visitor it does not fit gets a live page that answers', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('menuCollapsed', 'true'));
    await page.goto('/');
    await expect(page.getByText(message)).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
    await page.getByTestId('user-menu').click();
    await expect(page.getByTestId('logout')).toBeVisible();
  });
});
