// Measures (does not gate): Lighthouse 12 performance of /login, / and /apps/user/list from the
// production build (served gzipped), mobile and desktop, median of 3 runs each; then the LCP
// with applied throttling (throttlingMethod 'devtools'), so a gain is shown to be real and not an
// artefact of the simulation. Signed-in pages keep the session in local storage (Lighthouse
// clears the cache between runs, not local storage), so every run is still a cold load; visitor
// pages (/login) are measured signed out, as a signed-in user is sent home from them.
// LIGHTHOUSE_RUNS changes the number of runs; LIGHTHOUSE_PAGES picks pages (comma-separated);
// TESSERA_DIST measures another build folder (e.g. a copy of an earlier build, to compare).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, servePreview, signInAsDemoAdmin } from './browser.mjs';

const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = (process.env.LIGHTHOUSE_PAGES ?? '/login,/,/apps/user/list').split(',');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Pages for visitors: a signed-in user who opens one is sent home, so they are measured signed out. */
const visitorPages = new Set(['/login', '/register', '/forgot-password']);

/** Signs in through the login page, or out, in the browser Lighthouse drives (local storage). */
async function setSession(port, url, signedIn) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${url}/login`);
  await page.evaluate(() => localStorage.clear());
  if (signedIn) {
    await signInAsDemoAdmin(page, url);
  }
  await page.close();
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
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  console.log(
    `Lighthouse 12, median of ${runs} (simulated throttling; LCP* with devtools throttling, phone)`,
  );
  for (const path of pages) {
    for (const { server } of builds)
      await setSession(chrome.port, server.url, !visitorPages.has(path));
    for (const formFactor of ['mobile', 'desktop']) {
      const results = builds.map(() => ({ simulated: [], applied: [] }));
      for (let i = 0; i < runs; i += 1) {
        for (const [index, { server }] of builds.entries()) {
          const url = `${server.url}${path}`;
          results[index].simulated.push(await measure(chrome.port, url, formFactor, 'simulate'));
          // Applied throttling on the phone profile, where it matters (desktop throttles nothing).
          if (formFactor === 'mobile')
            results[index].applied.push(
              (await measure(chrome.port, url, formFactor, 'devtools')).lcp,
            );
        }
      }
      for (const [index, { name }] of builds.entries()) {
        const { simulated, applied } = results[index];
        const m = (key) => median(simulated.map((r) => r[key]));
        console.log(
          `${path.padEnd(16)} ${formFactor.padEnd(7)} ${name.padEnd(12)} performance ${String(m('score')).padStart(3)}` +
            `  FCP ${seconds(m('fcp'))}  LCP ${seconds(m('lcp'))}  TBT ${Math.round(m('tbt'))} ms` +
            `  CLS ${m('cls').toFixed(3)}` +
            (applied.length ? `  LCP* ${seconds(median(applied))}` : '') +
            `  (scores ${simulated.map((r) => r.score).join('/')})`,
        );
      }
    }
  }
} finally {
  await chrome.kill();
  for (const { server } of builds) await server.close();
}
