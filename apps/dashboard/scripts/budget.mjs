// The bundle budget: loads /login in Chromium from the production build, adds up the gzip size of
// every script the page fetched before it was interactive, and checks every chunk in dist/.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, servePreview } from './browser.mjs';

const firstPageBudgetKb = 300;
const chunkBudgetKb = 250;
const distDir = new URL(`../${process.env.TESSERA_DIST ?? 'dist'}/`, import.meta.url).pathname;

const gzipKb = (path) => gzipSync(readFileSync(path), { level: 9 }).length / 1024;
const format = (kb) => `${kb.toFixed(1).padStart(7)} KB`;

async function firstPageScripts(url) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const path = new URL(response.url()).pathname;
      if (path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${url}/login`, { waitUntil: 'networkidle' });
    // Interactive: React has replaced the boot fallback with the login form.
    await page.getByTestId('boot-fallback').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
  }
}

const server = await servePreview();
let failed = false;
try {
  const scripts = await firstPageScripts(server.url);
  console.log('JS loaded by /login before it is interactive (gzip -9):');
  let total = 0;
  for (const script of scripts.sort()) {
    const kb = gzipKb(join(distDir, script));
    total += kb;
    console.log(`  ${format(kb)}  ${script}`);
  }
  console.log(`  ${format(total)}  total (budget ${firstPageBudgetKb} KB)`);
  if (total > firstPageBudgetKb) {
    console.error(
      `✖ The first page loads ${total.toFixed(1)} KB gzip, over ${firstPageBudgetKb} KB.`,
    );
    failed = true;
  }

  const assetsDir = join(distDir, 'assets');
  const chunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, kb: gzipKb(join(assetsDir, file)) }))
    .sort((a, b) => b.kb - a.kb);
  console.log(`\nLargest of ${chunks.length} chunks (budget ${chunkBudgetKb} KB each):`);
  for (const { file, kb } of chunks.slice(0, 8)) console.log(`  ${format(kb)}  ${file}`);
  for (const { file, kb } of chunks.filter((c) => c.kb > chunkBudgetKb)) {
    console.error(`✖ ${file} is ${kb.toFixed(1)} KB gzip, over ${chunkBudgetKb} KB.`);
    failed = true;
  }
} finally {
  await server.close();
}
if (failed) process.exit(1);
console.log('\n✔ bundle budget met');
