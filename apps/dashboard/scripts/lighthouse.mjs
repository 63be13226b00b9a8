// Measures (does not gate): Lighthouse 12 performance from the production build (served
// gzipped), mobile and desktop, median of 3 runs each, and writes the table to
// test-results/lighthouse.md. Signed-in pages keep the session in local storage (Lighthouse
// clears the cache between runs, not local storage), so every run is still a cold load; visitor
// pages (/login) are measured signed out, as a signed-in user is sent home from them.
// LIGHTHOUSE_PAGES picks the pages: comma-separated paths, or `menu` for /login and every route
// of the menu (read from the app); by default one page of each app.
// LIGHTHOUSE_RUNS changes the number of runs. LIGHTHOUSE_APPLIED=1 adds the phone's LCP with
// applied throttling (throttlingMethod 'devtools'), so a gain is shown to be real and not an
// artefact of the simulation. TESSERA_DIST measures another build folder.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import {
  chromiumArgs,
  chromiumPath,
  menuPaths,
  servePreview,
  signInAsDemoAdmin,
} from './browser.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const applied = process.env.LIGHTHOUSE_APPLIED === '1';
/** One page of each app: the first page of each, or its main list. */
const pagePerApp = [
  '/login',
  '/',
  '/dashboard/analytics',
  '/apps/email',
  '/apps/chat',
  '/apps/todo',
  '/apps/calendar',
  '/apps/invoice/list',
  '/apps/ecommerce/shop',
  '/apps/user/list',
  '/apps/roles',
  '/apps/permissions',
  '/pages/profile',
  '/pages/account-settings',
  '/pages/blog/list',
  '/tables/datatables/advanced',
  '/cards/statistics',
  '/components/extras',
];
const report = new URL('../test-results/lighthouse.md', import.meta.url);

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Pages for visitors: a signed-in user who opens one is sent home, so they are measured signed out. */
const visitorPages = new Set(['/login', '/register', '/forgot-password']);

/**
 * Signs in through the login page, or out, in the browser Lighthouse drives (local storage).
 * Signed in, it resolves with the routes of the menu.
 */
async function setSession(port, url, signedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  try {
    await page.goto(`${url}/login`);
    await page.evaluate(() => localStorage.clear());
    if (!signedIn) return [];
    await signInAsDemoAdmin(page, url);
    return await menuPaths(page);
  } finally {
    await page.close();
  }
}

async function measure(port, url, formFactor, throttlingMethod) {
  const config =
    formFactor === 'desktop'
      ? (await import('lighthouse/core/config/desktop-config.js')).default
      : undefined;
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], throttlingMethod },
    config,
  );
  const { categories, audits, finalDisplayedUrl } = result.lhr;
  // A redirect (a visitor page opened signed in, a guarded page signed out) measures another page.
  if (new URL(finalDisplayedUrl).pathname !== new URL(url).pathname) {
    throw new Error(`${url} ended on ${finalDisplayedUrl}: not the page meant`);
  }
  return {
    score: Math.round(categories.performance.score * 100),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
  };
}

// LIGHTHOUSE_COMPARE=<folder>: also measures that build (e.g. a copy of the build before a
// change), alternating runs between the two so that the machine's load hits both alike.
const builds = [{ name: process.env.TESSERA_DIST ?? 'dist', server: await servePreview() }];
if (process.env.LIGHTHOUSE_COMPARE) {
  process.env.TESSERA_DIST = process.env.LIGHTHOUSE_COMPARE;
  builds.unshift({ name: process.env.LIGHTHOUSE_COMPARE, server: await servePreview() });
}
/**
 * Runs `use` with a Chromium of its own, closed after. Each page gets a fresh one: in one browser
 * kept through a long run, the last pages scored up to 10 points lower than measured alone.
 */
async function withChrome(use) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    return await use(chrome.port);
  } finally {
    await chrome.kill();
  }
}

const rows = [];
try {
  const menu = await withChrome((port) => setSession(port, builds[0].server.url, true));
  const pages =
    process.env.LIGHTHOUSE_PAGES === 'menu'
      ? ['/login', ...menu]
      : (process.env.LIGHTHOUSE_PAGES?.split(',') ?? pagePerApp);
  console.log(
    `Lighthouse 12, median of ${runs} (simulated throttling` +
      `${applied ? '; LCP* with devtools throttling, phone' : ''})`,
  );
  for (const path of pages) await withChrome((port) => measurePage(port, path));
} finally {
  for (const { server } of builds) await server.close();
}

/** Both form factors of one page, in each build, median of `runs`; adds its rows to `rows`. */
async function measurePage(port, path) {
  for (const { server } of builds) await setSession(port, server.url, !visitorPages.has(path));
  for (const formFactor of ['mobile', 'desktop']) {
    const results = builds.map(() => ({ simulated: [], applied: [] }));
    for (let i = 0; i < runs; i += 1) {
      for (const [index, { server }] of builds.entries()) {
        const url = `${server.url}${path}`;
        results[index].simulated.push(await measure(port, url, formFactor, 'simulate'));
        // Applied throttling on the phone profile, where it matters (desktop throttles nothing).
        if (applied && formFactor === 'mobile')
          results[index].applied.push((await measure(port, url, formFactor, 'devtools')).lcp);
      }
    }
    for (const [index, { name }] of builds.entries()) {
      const { simulated, applied: appliedLcp } = results[index];
      const m = (key) => median(simulated.map((r) => r[key]));
      const row = {
        path,
        formFactor,
        build: name,
        score: m('score'),
        fcp: seconds(m('fcp')),
        lcp: seconds(m('lcp')),
        tbt: `${Math.round(m('tbt'))} ms`,
        cls: m('cls').toFixed(3),
        lcpApplied: appliedLcp.length ? seconds(median(appliedLcp)) : '',
        scores: simulated.map((r) => r.score).join('/'),
      };
      rows.push(row);
      console.log(
        `${path.padEnd(16)} ${formFactor.padEnd(7)} ${name.padEnd(12)} performance ${String(row.score).padStart(3)}` +
          `  FCP ${row.fcp}  LCP ${row.lcp}  TBT ${row.tbt}  CLS ${row.cls}` +
          (row.lcpApplied ? `  LCP* ${row.lcpApplied}` : '') +
          `  (scores ${row.scores})`,
      );
    }
  }
}

// One line a page and build: mobile, then desktop.
const table = [
  `Lighthouse 12, performance, median of ${runs} runs (${new Date().toISOString().slice(0, 10)})`,
  '',
  '| Page | Build | Mobile | TBT | LCP | CLS | Desktop | TBT | LCP |',
  '|---|---|---|---|---|---|---|---|---|',
  ...rows
    .filter((row) => row.formFactor === 'mobile')
    .map((mobile) => {
      const desktop = rows.find(
        (row) =>
          row.formFactor === 'desktop' && row.path === mobile.path && row.build === mobile.build,
      );
      return (
        `| ${mobile.path} | ${mobile.build} | ${mobile.score} | ${mobile.tbt} | ${mobile.lcp} | ${mobile.cls} ` +
        `| ${desktop?.score ?? ''} | ${desktop?.tbt ?? ''} | ${desktop?.lcp ?? ''} |`
      );
    }),
];
mkdirSync(new URL('.', report), { recursive: true });
writeFileSync(report, `${table.join('\n')}\n`);
console.log(`\n${table.join('\n')}\n\nWritten to ${report.pathname}`);
