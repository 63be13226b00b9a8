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
    // Records whether the loading screen is ever shown in the page.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const fallback = document.querySelector<HTMLElement>('[data-testid="boot-fallback"]');
        if (fallback && getComputedStyle(fallback).display !== 'none')
          document.documentElement.dataset.sawFallback = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login', { waitUntil: 'commit' });
    const email = page.locator('#root[data-prerendered] input#email');
    await email.fill('admin@demo.com');
    release();
    // The live form (the prerendered one is gone) has the address typed before it arrived.
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.com');
    expect(await page.evaluate(() => document.documentElement.dataset.sawFallback)).toBeUndefined();
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

  test('a signed-in visitor of /login is sent home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });
});
