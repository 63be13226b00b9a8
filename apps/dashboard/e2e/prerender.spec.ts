import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../scripts/browser.mjs';
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

/** Records whether the loading screen ever shows; the returned function reads it. */
async function recordLoadingScreen(page: Page): Promise<() => Promise<boolean>> {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const fallback = document.querySelector<HTMLElement>('[data-testid="boot-fallback"]');
      if (fallback?.checkVisibility()) document.documentElement.dataset.sawFallback = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => document.documentElement.dataset.sawFallback === 'yes');
}

/**
 * Runs in the page: the elements, attributes and text under `root` as the browser reads them,
 * whatever wrote them (a server's HTML or React's DOM calls). Left out: comments and scripts (React
 * marks server-rendered boundaries and adds its form replay with them), the `value` attribute
 * (React writes it on some inputs only; the value itself is a property), and the text of the
 * placeholder `action`s React gives forms with function actions (its server and client word it
 * differently).
 */
function readMarkup(root: Node): string {
  const read = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element) || node.localName === 'script') return '';
    const attributes = [...node.attributes]
      .filter(({ name }) => name !== 'value')
      .map(({ name, value }) => {
        if (name === 'style' && node instanceof HTMLElement) return `style="${node.style.cssText}"`;
        if (name === 'action' || name === 'formaction') return `${name}="${value.split(':')[0]}"`;
        return `${name}="${value}"`;
      })
      .sort();
    return `<${[node.localName, ...attributes].join(' ')}>${[...node.childNodes].map(read).join('')}</${node.localName}>`;
  };
  return [...root.childNodes].map(read).join('');
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
      await page.locator('.ant-form button[type="submit"]').click();
      await expect(page).toHaveURL(/\/$/);
    });
  }

  test('a visitor who asked for less motion gets the live sign-in form and signs in', async ({
    page,
  }) => {
    // antd's theme follows the setting: once hydrated, the saved page would be rendered anew,
    // and what was typed lost.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/login');
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

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

  test('hydrates: the app renders exactly the saved markup, and React reports no mismatch', async ({
    page,
  }) => {
    const savedPage =
      /<div id="root" data-prerendered="\/login">([\s\S]*?)<div class="boot-fallback"/.exec(
        await (await page.request.get('/login')).text(),
      )?.[1];
    expect(savedPage).toBeDefined();
    // The same page rendered by the app alone (a query makes the saved page unfit): the markup it
    // hydrates must be what it renders, attributes included (a production React hydrates a
    // differing attribute without a word).
    await page.goto('/login?returnTo=%2F');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const saved = await page.evaluateHandle((html) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content;
    }, savedPage ?? '');
    const rendered = await page.locator('#root').evaluate(readMarkup);
    expect(rendered).not.toBe('');
    expect(rendered).toBe(await saved.evaluate(readMarkup));
    // A hydration that fails is reported (onRecoverableError: an error in the console or the
    // page); this test's fixture fails on either, and so does every test that opens /login.
    const reports: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) reports.push(message.text());
    });
    page.on('pageerror', (error) => reports.push(error.message));
    await page.goto('/login');
    await page.getByRole('button', { name: /client@demo\.com/ }).click();
    await expect(page.getByLabel('Email')).toHaveValue('client@demo.com');
    expect(reports).toEqual([]);
  });

  test('the app takes over without the loading screen in between, keeping what was typed', async ({
    page,
  }) => {
    // Hold the scripts back until the visitor has typed into the saved form.
    const release = await holdScripts(page);
    const sawLoadingScreen = await recordLoadingScreen(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('admin@demo.com');
    release();
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await expect(page.getByLabel('Email')).toHaveValue('admin@demo.com');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();
    expect(await sawLoadingScreen()).toBe(false);
  });

  test('a sign-in sent before the app takes over is sent once it has (no reload)', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('admin@demo.com');
    await page.getByLabel('Password', { exact: true }).fill('admin');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The browser did not send the form itself (a GET to /login?…).
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });

  test('a demo account picked before the app takes over fills the form once it has', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /client@demo\.com/ }).click();
    await expect(page).toHaveURL(/\/login$/);
    release();
    await expect(page.getByLabel('Email')).toHaveValue('client@demo.com');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('client');
  });

  test('a press under way while the app takes over is not lost', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto('/login', { waitUntil: 'commit' });
    const account = page.getByRole('button', { name: /client@demo\.com/ });
    const box = await account.boundingBox();
    if (!box) throw new Error('the demo account button has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    release();
    // The press ends once React has taken the page over (network quiet could come sooner, on a
    // busy machine, while the scripts still run).
    await expect(page.locator('#root[data-prerendered]')).toHaveCount(0);
    await page.mouse.up();
    await expect(page.getByLabel('Email')).toHaveValue('client@demo.com');
  });

  test('a press while React takes the saved page over is never lost', async ({
    baseURL,
  }, testInfo) => {
    // A returning visitor's browser: a profile on disk (cached, compiled scripts, so React takes
    // the page over about when it has loaded, as a quick visitor presses) and the window's own
    // size. The runner's contexts (in memory, emulated size) did not reproduce the lost press in
    // 24 tries; this one lost 3 of 8 (a script) and 1 of 24 (this test) while React took the page over in slices.
    const context = await chromium.launchPersistentContext(testInfo.outputPath('profile'), {
      executablePath: chromiumPath(),
      args: chromiumArgs,
      viewport: null,
      baseURL,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      for (let visit = 1; visit <= 12; visit++) {
        await page.goto('/login');
        await page.getByLabel('Email').fill('admin@demo.com');
        await page.getByLabel('Password', { exact: true }).fill('admin');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await expect(page.getByTestId('app-layout'), `visit ${visit}`).toBeVisible();
        await page.evaluate(() => localStorage.clear());
      }
    } finally {
      await context.close();
    }
  });

  test('a signed-in visitor of /login is sent home', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('app-layout')).toBeVisible();
  });
});

test.describe('the admin’s home and every other path', () => {
  const message = 'You are the best seller of the month. Here are the sales so far.';

  test('are not rendered ahead of time: their file holds the loading screen alone', async ({
    page,
  }) => {
    for (const path of ['/', '/apps/user/list']) {
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<div id="root">\s*<div class="boot-fallback"[^]*?<\/div>\s*<\/div>/);
      expect(html).not.toContain('auth-frame');
    }
  });

  test('the admin gets the loading screen, then their live home', async ({ page }) => {
    await signIn(page, 'admin');
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByTestId('boot-fallback')).toBeVisible();
    release();
    const user = await page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? '{}'));
    await expect(
      page.getByRole('heading', { name: `Congratulations, ${user.fullName}!` }),
    ).toBeVisible();
    await expect(page.getByText(message)).toBeVisible();
    await page.getByTestId('main-menu').getByRole('link', { name: 'Analytics' }).click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expectAccessible(page);
  });
});
