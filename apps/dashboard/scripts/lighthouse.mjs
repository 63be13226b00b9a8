// Measures (does not gate): Lighthouse 12 mobile and desktop performance and accessibility of
// /login from the production build.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath, servePreview } from './browser.mjs';

const server = await servePreview();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});
try {
  for (const formFactor of ['mobile', 'desktop']) {
    const config =
      formFactor === 'desktop'
        ? (await import('lighthouse/core/config/desktop-config.js')).default
        : undefined;
    const result = await lighthouse(
      `${server.url}/login`,
      {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
      },
      config,
    );
    const { categories, audits } = result.lhr;
    const metric = (id) => audits[id]?.displayValue ?? 'n/a';
    console.log(
      `${formFactor.padEnd(7)} performance ${categories.performance.score}  accessibility ${categories.accessibility.score}  best-practices ${categories['best-practices'].score}` +
        `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}`,
    );
    // What keeps accessibility below 1, so the figure can be acted on.
    const failing = categories.accessibility.auditRefs
      .map((ref) => audits[ref.id])
      .filter((audit) => audit && audit.score !== null && audit.score < 1)
      .map((audit) => audit.id);
    if (failing.length > 0)
      console.log(`        accessibility audits failing: ${failing.join(', ')}`);
  }
} finally {
  await chrome.kill();
  await server.close();
}
