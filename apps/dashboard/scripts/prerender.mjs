// After `vite build`: renders the sign-in page to HTML, with React's own server renderer
// (src/prerender.tsx, loaded through Vite's SSR module loader), into `dist/login.html`. The page
// paints before any script runs, and the app hydrates it (src/app/renderApp.ts). A host serves
// `/login` from that file (`npm start` does; see the README for a plain static host).
// The page is what every visitor without a session sees alike: the default skin, left to right,
// English. Visitors it does not fit get the loading screen instead (index.html's head script):
// another skin, direction or language, a session, or a query (`?session=ended` adds a notice).
// Signed-in pages are not rendered ahead of time: what they show depends on who is signed in.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { createServer } from 'vite';

const pages = [{ path: '/login', file: 'login.html' }];

const appDir = new URL('..', import.meta.url).pathname;
const distName = process.env.TESSERA_DIST ?? 'dist';
const distDir = new URL(`../${distName}/`, import.meta.url);
const rootPattern = /<div id="root">([\s\S]*?)<\/div>\s*(<script|<\/body>)/;

const template = readFileSync(new URL('index.html', distDir), 'utf8');
const templateRoot = rootPattern.exec(template);
if (!templateRoot) throw new Error('prerender: index.html has no <div id="root">');
const bootFallback = templateRoot[1].trim();
const templateSheets = new Set(
  [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((match) => match[1]),
);
/** The app's entry module, which Vite links from the head. */
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entry) throw new Error('prerender: index.html has no entry module');
/**
 * Each module of the build → the files of its chunk (`vite build --ssrManifest`). The budget
 * reads it too; hosts leave `.vite/` out, as the preview server does.
 */
const ssrManifestUrl = new URL('.vite/ssr-manifest.json', distDir);
const chunkFiles = JSON.parse(readFileSync(ssrManifestUrl, 'utf8'));

/**
 * A saved page loads the app once it has painted: what that paint needs (the page, the
 * stylesheets) has the connection to itself, and the app's code follows. A module linked from the
 * head would download alongside, and run before the first paint if it arrived by the end of
 * parsing. The browser reports the paint (paint timing); where it cannot, the app loads after the
 * first frame. A page opened in a background tab, which paints nothing, loads it at once.
 */
const startAfterPaint = `<script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          // A failed load is reported by the browser, as for the module tag this replaces.
          import('${entry[1]}').catch(function () {});
        }
        var observer = window.PerformanceObserver;
        if (document.visibilityState !== 'visible') {
          start();
        } else if (observer && (observer.supportedEntryTypes || []).indexOf('paint') >= 0) {
          new observer(function (list, self) {
            self.disconnect();
            setTimeout(start);
          }).observe({ type: 'paint', buffered: true });
        } else {
          requestAnimationFrame(function () {
            setTimeout(start);
          });
        }
      })();
    </script>`;

/**
 * Right after the root, before its first paint: the root keeps the saved page, to hydrate, or,
 * for a visitor it does not fit (index.html's head script), the loading screen, and the app
 * renders from scratch. Until then index.html's style shows only the one that stays.
 */
const pickPageOrFallback = `<script>
      (function () {
        var root = document.getElementById('root');
        var off = document.documentElement.classList.contains('prerender-off');
        [].slice.call(root.children).forEach(function (child) {
          if (child.classList.contains('boot-fallback') !== off) child.remove();
        });
        if (off) root.removeAttribute('data-prerendered');
      })();
    </script>`;

// The app fetches its translation files by path, as in the browser: here from the build.
const fetchFromBuild = async (input) => {
  const url = new URL(String(input), 'http://build.invalid');
  if (!url.pathname.startsWith('/locales/')) throw new Error(`prerender: no fetch of ${input}`);
  return new Response(readFileSync(new URL(`.${url.pathname}`, distDir)), {
    headers: { 'Content-Type': 'application/json' },
  });
};

const vite = await createServer({
  root: appDir,
  mode: 'production',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false },
  logLevel: 'error',
});
try {
  globalThis.fetch = fetchFromBuild;
  /** @type {typeof import('../src/prerender.tsx')} */
  const { renderPage } = await vite.ssrLoadModule('/src/prerender.tsx');
  const loadedAtStart = new Set(vite.moduleGraph.idToModuleMap.keys());
  for (const { path, file } of pages) {
    const page = await renderPage('http://build.invalid', path);
    // The page's own stylesheets: those of the chunks its lazy modules are in (the build links
    // the others from the template). The app's loader finds them linked and does not add them.
    const sheets = new Set(
      [...vite.moduleGraph.idToModuleMap.keys()]
        .filter((id) => !loadedAtStart.has(id))
        .flatMap((id) => chunkFiles[relative(appDir, id)] ?? [])
        .filter((asset) => asset.endsWith('.css') && !templateSheets.has(asset)),
    );
    const head = [
      ...[...sheets].map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
      page.styles,
    ];
    const html = template
      // The page it was made for, on <html> where index.html's head script reads it before paint.
      .replace(/<html([^>]*)>/, (_, attributes) => `<html${attributes} data-prerendered="${path}">`)
      .replace(/<title>[^<]*<\/title>/, () => `<title>${page.title}</title>`)
      .replace('</head>', () => `    ${head.join('\n    ')}\n  </head>`)
      .replace(
        templateRoot[0],
        () =>
          `<div id="root" data-prerendered="${path}">${page.html}${bootFallback}</div>\n    ${pickPageOrFallback}\n    ${templateRoot[2]}`,
      )
      // After the root: its pattern ends at </body>.
      .replace(entry[0], '')
      .replace('</body>', () => `  ${startAfterPaint}\n  </body>`);
    writeFileSync(new URL(file, distDir), html);
    console.log(
      `prerender: ${path} → ${distName}/${file} (${(html.length / 1024).toFixed(1)} KB, stylesheets: ${[...sheets].join(', ')})`,
    );
  }
} finally {
  await vite.close();
}
