import type { Browser, Page } from '@playwright/test';
import { createServer, type ViteDevServer } from 'vite';
import { signInAsDemoAdmin } from '../scripts/browser.mjs';
import { expect, settled, test } from './support/fixtures';

// `npm run dev` draws antd with its runtime styles; the build writes them at build time
// (scripts/antd-css-plugin.ts). A styling difference would show only in production: this test
// opens the same pages in both and compares what the browser computes for every antd element.

/** Pages that show many antd components and no data that changes from one load to the next. */
const pages = ['/components/buttons', '/components/tags', '/components/tabs', '/tables/basic'];
const properties = [
  'color',
  'background-color',
  'border-top-color',
  'border-top-width',
  'border-radius',
  'padding-top',
  'padding-left',
  'font-size',
  'font-weight',
  'line-height',
  'height',
  'box-shadow',
] as const;

type Styles = Record<string, Record<string, string>>;

/** Each antd element of the page's main part (in document order) → its computed styles. */
async function antdStyles(page: Page, path: string): Promise<Styles> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await settled(page);
  return page.locator('main').evaluate((main, names) => {
    const styles: Styles = {};
    main.querySelectorAll('[class*="ant-"]').forEach((element, index) => {
      const classes = [...element.classList].filter((name) => name.startsWith('ant-'));
      const computed = getComputedStyle(element);
      styles[`${index} ${element.tagName.toLowerCase()}.${classes.join('.')}`] = Object.fromEntries(
        names.map((name) => [name, computed.getPropertyValue(name)]),
      );
    });
    return styles;
  }, properties);
}

async function stylesAt(browser: Browser, url: string): Promise<Record<string, Styles>> {
  const context = await browser.newContext({
    baseURL: url,
    viewport: { width: 1350, height: 940 },
  });
  try {
    const page = await context.newPage();
    await signInAsDemoAdmin(page, url);
    const byPage: Record<string, Styles> = {};
    for (const path of pages) byPage[path] = await antdStyles(page, path);
    return byPage;
  } finally {
    await context.close();
  }
}

test.describe('development and production', () => {
  let dev: ViteDevServer | undefined;

  test.beforeAll(async () => {
    dev = await createServer({
      root: new URL('..', import.meta.url).pathname,
      server: { host: '127.0.0.1', port: 0 },
      logLevel: 'error',
    });
    await dev.listen();
  });

  test.afterAll(async () => {
    await dev?.close();
  });

  test('antd components compute the same styles in `npm run dev` as in the build', async ({
    browser,
    baseURL,
  }) => {
    // The development server compiles each module on its first request: minutes on a busy machine.
    test.setTimeout(600_000);
    const devUrl = dev?.resolvedUrls?.local[0]?.replace(/\/$/, '');
    if (!devUrl || !baseURL) throw new Error('no development server or build to compare');
    const built = await stylesAt(browser, baseURL);
    const developed = await stylesAt(browser, devUrl);
    for (const path of pages) {
      expect(Object.keys(built[path]).length, path).toBeGreaterThan(40);
      expect(developed[path], path).toEqual(built[path]);
    }
  });
});
