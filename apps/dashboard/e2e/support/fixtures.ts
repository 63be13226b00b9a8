import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';

export interface FakeServerOverrides {
  delayMs?: number;
  tokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  scale?: number;
  /** Calls answered 500 once (their declared paths): a screen's error state and its retry. */
  failOnce?: string[];
  /** Calls whose answers arrive this many ms late (their declared paths). */
  slowCalls?: Record<string, number>;
  /** Keeps the data across reloads and tabs (on in the demo); off, a reload starts from the seed. */
  persist?: boolean;
}

/** Sets fake-server options before the app starts (read by apps/dashboard/src/app/fake-server-options.ts). */
export async function configureFakeServer(page: Page, options: FakeServerOverrides): Promise<void> {
  await page.addInitScript((opts) => {
    (window as unknown as { __TESSERA_FAKE_SERVER__: unknown }).__TESSERA_FAKE_SERVER__ = opts;
  }, options);
}

/**
 * Waits for the app to have taken over from a saved page (scripts/prerender.mjs), for the URL's
 * page to be drawn (the previous one stays on screen until the new one mounts), then for finite
 * animations to end (spinners loop forever: not those). A dialog
 * zooming in moves its buttons under a click; a route fading in blends its text with the
 * background.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (document.querySelector('#root[data-prerendered]')) return false;
    const drawn = document.querySelector<HTMLElement>('.route-transition');
    if (drawn && drawn.dataset.path !== window.location.pathname) return false;
    return document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getComputedTiming().iterations === Infinity,
      );
  });
}

/**
 * Opens a dropdown (a select, a menu) and clicks one of its entries once it has stopped moving:
 * the list zooms in and aligns under its trigger, and a click aimed meanwhile lands beside it.
 */
export async function pick(page: Page, trigger: Locator, entry: Locator): Promise<void> {
  await trigger.click();
  await expect(entry).toBeVisible();
  await settled(page);
  await entry.click();
}

/**
 * Whether a column shows more than one value, each in order after the one before it (`compare`
 * as for sort). A sort is checked by polling this: the rows before the answer may be in any order.
 */
export function inOrder<Value>(values: Value[], compare: (a: Value, b: Value) => number): boolean {
  return (
    values.length > 1 && values.every((value, i) => i === 0 || compare(values[i - 1], value) <= 0)
  );
}

/** Signs out through the user menu and lands on the login page. */
export async function signOut(page: Page): Promise<void> {
  await pick(page, page.getByTestId('user-menu'), page.getByTestId('logout'));
  await expect(page).toHaveURL(/\/login$/);
}

/** axe-core on the current page: no serious or critical violation allowed. */
export async function expectAccessible(page: Page): Promise<void> {
  // Mid-animation, axe would measure colours blended with the background.
  await settled(page);
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    blocking.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/** A phone's screen: the narrowest the layout is made for. */
export const phone = { width: 390, height: 844 };

/** From the next page loaded on, the dark skin and right to left (as the customizer saves them). */
export async function preferDarkRtl(page: Page): Promise<void> {
  await page.addInitScript(() => {
    localStorage.setItem('skin', JSON.stringify('dark'));
    localStorage.setItem('direction', JSON.stringify('rtl'));
  });
}

/** The page shows the dark skin, right to left. */
export async function expectDarkRtl(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** Nothing on the page is wider than a phone's screen (no sideways scrolling). */
export async function expectFitsPhone(page: Page, where = page.url()): Promise<void> {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth),
    where,
  ).toBeLessThanOrEqual(phone.width);
}

/**
 * On a phone, in the dark skin and right to left: each page (its path and its heading) shows,
 * keeps to the screen and passes axe. `drawn` waits for what a page draws after its heading.
 */
export async function expectPagesFitPhoneDarkRtl(
  page: Page,
  pages: readonly (readonly [path: string, heading: string])[],
  drawn: (page: Page) => Promise<void> = async () => {},
): Promise<void> {
  await page.setViewportSize(phone);
  await preferDarkRtl(page);
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expectDarkRtl(page);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await drawn(page);
    await settled(page);
    await expectFitsPhone(page, path);
    await expectAccessible(page);
  }
}

export const demoAccounts = {
  admin: { email: 'admin@demo.com', password: 'admin' },
  client: { email: 'client@demo.com', password: 'client' },
} as const;

/** Signs in through the login page and waits for the home page of the role. */
export async function signIn(page: Page, role: keyof typeof demoAccounts): Promise<void> {
  const account = demoAccounts[role];
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(role === 'admin' ? /\/$/ : /\/access-control$/);
  // The address changes first; the home page is drawn in the signed-in layout a moment later.
  await expect(page.getByTestId('app-layout')).toBeVisible();
  await settled(page);
}

/**
 * Follows an entry of one of the side menu's submenus: opens the submenu and, once it has
 * finished sliding open, clicks the entry.
 */
export async function followMenu(page: Page, submenu: string, entry: string): Promise<void> {
  const menu = page.getByTestId('main-menu');
  await pick(
    page,
    menu.getByRole('menuitem', { name: submenu }),
    menu.getByRole('menuitem', { name: entry }),
  );
}

/**
 * The API server's address when the tests run against one (playwright.any-backend.config.ts)
 * rather than the fake server in the page.
 */
const apiUrl = process.env.E2E_API_URL;

/**
 * Chromium logs every 4xx answer from the network as an error; the in-page server's answers
 * never reach the network. Against an API server, the refusals a journey provokes (a taken
 * email, a record not found) are answers, not errors.
 */
const refusalLogged =
  /^console\.error: Failed to load resource: the server responded with a status of 4\d\d/;

export const test = base.extend<{
  seedData: undefined;
  fastServer: undefined;
  noPageErrors: undefined;
  expectedErrors: RegExp[];
}>({
  // Against an API server, which keeps its data between tests, each test starts from the seed
  // as it does with a fresh in-page server.
  seedData: [
    async ({ request }, use) => {
      if (apiUrl) expect((await request.post(`${apiUrl}/__test/reset`)).status()).toBe(204);
      await use(undefined);
    },
    { auto: true },
  ],
  // Most tests want no simulated latency; a test that needs it configures its own.
  fastServer: [
    async ({ page }, use) => {
      await configureFakeServer(page, { delayMs: 0 });
      await use(undefined);
    },
    { auto: true },
  ],
  /** Errors a test provokes on purpose (`test.use({ expectedErrors: [/…/] })`). */
  expectedErrors: [[], { option: true }],
  // Whatever a test checks, the app must not throw or log an error on the way.
  noPageErrors: [
    async ({ page, expectedErrors }, use) => {
      const errors: string[] = [];
      const record = (error: string) => {
        if (apiUrl && refusalLogged.test(error)) return;
        if (!expectedErrors.some((expected) => expected.test(error))) errors.push(error);
      };
      page.on('pageerror', (error) => record(`uncaught: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') record(`console.error: ${message.text()}`);
      });
      await use(undefined);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
