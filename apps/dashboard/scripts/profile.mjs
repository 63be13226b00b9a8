// Measures (does not gate): where the main thread goes on a cold visit of signed-in pages, with the
// CPU slowed 4 times (a phone, as Lighthouse's mobile runs assume). Chromium's sampling profiler
// records each visit until the page's first table row shows and the network is quiet (so the pages
// are table pages); each sample's script position is read back through the build's source maps to
// the npm package or to our package and folder it comes from. Time in no script (Chromium's own
// work: parsing, style, layout and more) is its "(program)". Run by `npm run profile`, which builds
// with source maps into dist-profile first; PROFILE_PAGES (comma-separated paths; by default the
// invoice and the users lists), PROFILE_RUNS (3) and PROFILE_TOP (16 rows) change what it measures.
// The tables go to the console and to test-results/profile.md.
import { chromium } from '@playwright/test';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath, servePreview, signInAsDemoAdmin } from './browser.mjs';

// The build with source maps that `npm run profile` makes, unless TESSERA_DIST names another (both
// here and for servePreview).
process.env.TESSERA_DIST ??= 'dist-profile';
const distDir = new URL(`../${process.env.TESSERA_DIST}/`, import.meta.url);
const pages = (process.env.PROFILE_PAGES ?? '/apps/invoice/list,/apps/user/list').split(',');
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const top = Number(process.env.PROFILE_TOP ?? 16);
const cpuSlowdown = 4;

/** Each script's source map (null when the build wrote none). */
const sourceMaps = new Map();
function sourceMapOf(url) {
  if (!sourceMaps.has(url)) {
    const file = new URL(`.${new URL(url).pathname}.map`, distDir);
    sourceMaps.set(
      url,
      existsSync(file) ? new SourceMap(JSON.parse(readFileSync(file, 'utf8'))) : null,
    );
  }
  return sourceMaps.get(url);
}

/** What a call frame belongs to: an npm package, one of ours (package/folder), or Chromium. */
function ownerOf({ url, functionName, lineNumber, columnNumber }) {
  if (!url) return functionName.startsWith('(') ? functionName : '(built-in functions)';
  const map = url.includes('/assets/') ? sourceMapOf(url) : null;
  if (!map) return '(page, unmapped)';
  const source = map.findEntry(lineNumber, columnNumber)?.originalSource ?? '';
  const inModules = source.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const [scope, name] = source.slice(inModules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const ours = /(?:packages|apps)\/([^/]+)\/src\/([^/.]+)/.exec(source);
  return ours ? `${ours[1]}/${ours[2]}` : '(page, unmapped)';
}

/** Milliseconds of main thread per owner in one visit, and the visit's long tasks. */
async function profileVisit(browser, storageState, url) {
  const context = await browser.newContext({ storageState });
  const page = await context.newPage();
  await page.addInitScript(() => {
    globalThis.longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) globalThis.longTasks.push(Math.round(entry.duration));
    }).observe({ type: 'longtask', buffered: true });
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(url);
  await page.locator('.ant-table-row').first().waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const { profile } = await cdp.send('Profiler.stop');
  const longTasks = await page.evaluate(() => globalThis.longTasks);
  await context.close();

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byOwner = new Map();
  profile.samples.forEach((id, index) => {
    const owner = ownerOf(nodes.get(id).callFrame);
    if (owner === '(idle)') return;
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
  });
  return { byOwner, longTasks };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await servePreview();
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const lines = [`# Main thread of a cold visit, CPU slowed ${cpuSlowdown}x, median of ${runs}`];
try {
  const signIn = await browser.newContext();
  await signInAsDemoAdmin(await signIn.newPage(), server.url);
  const storageState = await signIn.storageState();
  await signIn.close();

  for (const path of pages) {
    const visits = [];
    for (let run = 0; run < runs; run++)
      visits.push(await profileVisit(browser, storageState, server.url + path));
    const owners = new Set(visits.flatMap(({ byOwner }) => [...byOwner.keys()]));
    const rows = [...owners]
      .map((owner) => [owner, median(visits.map(({ byOwner }) => byOwner.get(owner) ?? 0))])
      .sort((a, b) => b[1] - a[1]);
    const busy = median(
      visits.map(({ byOwner }) => [...byOwner.values()].reduce((a, b) => a + b, 0)),
    );
    const longest = median(visits.map(({ longTasks }) => Math.max(0, ...longTasks)));
    const overLong = median(
      visits.map(({ longTasks }) => longTasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0)),
    );
    lines.push(
      '',
      `## ${path}: busy ${Math.round(busy)} ms; longest task ${longest} ms; ` +
        `${Math.round(overLong)} ms of tasks over 50 ms`,
      '',
      '| Where | ms | Share |',
      '|---|---|---|',
      ...rows
        .slice(0, top)
        .map(
          ([owner, ms]) => `| ${owner} | ${Math.round(ms)} | ${((100 * ms) / busy).toFixed(1)} % |`,
        ),
    );
  }
} finally {
  await browser.close();
  server.close();
}
const table = lines.join('\n');
console.log(table);
mkdirSync(new URL('../test-results/', import.meta.url), { recursive: true });
writeFileSync(
  join(new URL('../test-results/', import.meta.url).pathname, 'profile.md'),
  `${table}\n`,
);
