// After `vite build`: writes the public pages' HTML into the build, so that the first page paints
// before any script runs. Each page is rendered by the app itself in Chromium (a visitor with no
// session, the default skin, left-to-right, English) and saved as `<path>.html` with the
// stylesheets it uses and antd's theme variables. A host serves `/login` from `login.html`
// (`npm start` does; see the README for a plain static host). The app then renders the same page
// off-screen and swaps it in (src/app/renderApp.ts). Visitors with another skin, direction or
// language get the loading screen instead (index.html's head script), never a flash of the
// default one.
/* global document -- the snapshot runs in the page */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath, servePreview } from './browser.mjs';

const pages = ['/login'];
const distDir = new URL(`../${process.env.TESSERA_DIST ?? 'dist'}/`, import.meta.url);
const rootPattern = /<div id="root">([\s\S]*?)<\/div>\s*(<script|<\/body>)/;

let executablePath;
try {
  executablePath = chromiumPath();
} catch (error) {
  console.warn(`prerender: skipped (${error.message}); pages render in the browser.`);
  process.exit(0);
}

const template = readFileSync(new URL('index.html', distDir), 'utf8');
const templateRoot = rootPattern.exec(template);
if (!templateRoot) throw new Error('prerender: index.html has no <div id="root">');
const bootFallback = templateRoot[1].trim();

const server = await servePreview();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  for (const path of pages) {
    const page = await browser.newPage();
    // Rendered from the plain app shell, never from an earlier prerendered file.
    await page.route(`${server.url}${path}`, (route) =>
      route.fulfill({ contentType: 'text/html', body: template }),
    );
    await page.goto(`${server.url}${path}`);
    await page.getByTestId('boot-fallback').waitFor({ state: 'detached' });
    await page.waitForLoadState('networkidle');
    const snapshot = await page.evaluate(() => ({
      title: document.title,
      root: document.getElementById('root').innerHTML,
      // The chunks' stylesheets (the template links antd's first sheet and the entry's).
      stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].map(
        (link) => new URL(link.href).pathname,
      ),
      // antd's theme: its CSS variables, which it writes at runtime.
      styles: [...document.head.querySelectorAll('style')]
        .filter((style) => [...style.attributes].some((attr) => attr.name.startsWith('data-')))
        .map((style) => style.outerHTML),
    }));
    await page.close();

    const links = snapshot.stylesheets
      .filter((href) => !template.includes(`href="${href}"`))
      .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    const html = template
      .replace(/<title>[^<]*<\/title>/, () => `<title>${snapshot.title}</title>`)
      .replace('</head>', () => `    ${[...links, ...snapshot.styles].join('\n    ')}\n  </head>`)
      .replace(
        templateRoot[0],
        () =>
          `<div id="root" data-prerendered="${path}">${snapshot.root}${bootFallback}</div>\n    ${templateRoot[2]}`,
      );
    const file = `${path.slice(1)}.html`;
    writeFileSync(new URL(file, distDir), html);
    console.log(`prerender: ${path} → dist/${file} (${(html.length / 1024).toFixed(1)} KB)`);
  }
} finally {
  await browser.close();
  await server.close();
}
