// After `vite build`: writes pages' HTML into the build, so that the first page paints before
// any script runs. Each page is rendered by the app itself in Chromium (the default skin,
// left-to-right, English) and saved with antd's theme variables and the styles it uses:
// - `/login` as a visitor with no session, into `login.html` (a host serves `/login` from it:
//   `npm start` does; see the README for a plain static host);
// - `/`, the admin's home, signed in as the demo admin and as it shows before any call has
//   answered (the cards' skeletons), into `index.html`. Who is signed in (`data-personal`) is
//   hidden, and the page is inert, until the app takes over.
// Of the stylesheets the page adds to the template's, only the rules the saved page uses are
// written into it; the app links the sheets themselves as it loads, as on any other page. The
// app loads after the saved page's first paint.
// The app then renders the same page off-screen and swaps it in (src/app/renderApp.ts). Visitors
// the page does not fit get the loading screen instead (index.html's head script): another
// skin, direction or language; for `/`, another path (index.html answers every path), no
// session, another role, or a collapsed menu.
/* global document, window -- the snapshot and the held calls run in the page */
import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { loadEnv } from 'vite';
import {
  chromiumArgs,
  chromiumPath,
  demoAdmin,
  servePreview,
  signInAsDemoAdmin,
} from './browser.mjs';

const allPages = [
  { path: '/login', file: 'login.html' },
  // Last: it replaces index.html, which the server also answers for the login page.
  {
    path: '/',
    file: 'index.html',
    signedIn: demoAdmin,
    ready: '[data-testid="ecommerce-dashboard"]',
    // The layout picks the side menu or the drawer in script, at antd's `lg` breakpoint: the page
    // is saved at both widths, and shows the one that fits the screen (screenPicker).
    screens: [
      { name: 'wide', width: 1280, height: 800, media: '(min-width: 992px)' },
      { name: 'narrow', width: 412, height: 823, media: '(max-width: 991.98px)' },
    ],
  },
];
const defaultScreen = { width: 1280, height: 800 };

// A build against a real backend (VITE_API_URL) has no fake server and no demo admin to sign in
// as: its signed-in pages render in the browser.
const { VITE_API_URL: apiUrl } = loadEnv(
  'production',
  new URL('..', import.meta.url).pathname,
  'VITE_',
);
const pages = apiUrl ? allPages.filter((page) => !page.signedIn) : allPages;

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
const templateSheets = [...template.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map(
  (match) => match[1],
);
/** The app's entry module, which Vite links from the head. */
const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(template);
if (!entry) throw new Error('prerender: index.html has no entry module');
/**
 * A saved page loads the app once it has painted: what that paint needs (the page, its used
 * rules, the template's two stylesheets) has the connection to itself, and the app's code and
 * the rest of its stylesheets (which the app links as it loads) follow. A module linked from the
 * head would download alongside, and run before the first paint if it arrived by the end of
 * parsing. The browser reports the paint (paint timing); where it cannot, the app loads after
 * the first frame. A page opened in a background tab, which paints nothing, loads it at once.
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
 * A page saved at several screen sizes holds each in a template: the script right after it puts
 * the one that fits the screen into the page, and none for a visitor the page does not fit
 * (index.html's head script). The page never holds two (each would double every element).
 */
const screenPicker = `<script>
      (function () {
        var root = document.getElementById('root');
        var off = document.documentElement.classList.contains('prerender-off');
        root.querySelectorAll(':scope > template[data-screen]').forEach(function (screen) {
          if (!off && matchMedia(screen.getAttribute('data-media')).matches) {
            root.insertBefore(screen.content, screen);
          }
          screen.remove();
        });
      })();
    </script>`;

/** Where the app links antd's sheet for the pages after the first (src/app/antdStylesheet.ts). */
const antdMeta = /<meta name="tessera-antd-css" content="([^"]+)">/.exec(template);

/**
 * Runs in the page: of each stylesheet not in the template, the rules that match something on
 * the page (pseudo-elements and states such as :hover aside), and every at-rule without
 * selectors (keyframes). Each rule comes with its place in its sheet, to merge and order them.
 */
function usedRules(skipSheets) {
  const pseudoElement =
    /::?(before|after|placeholder|selection|marker|backdrop|-webkit-[\w-]+|-moz-[\w-]+)/g;
  const matches = (selector) => {
    try {
      return document.querySelector(selector.replace(pseudoElement, '') || '*') !== null;
    } catch {
      return true;
    }
  };
  const walk = (rules, place, wrappers, out) => {
    [...rules].forEach((rule, index) => {
      const at = [...place, index];
      if (rule.selectorText !== undefined) {
        if (matches(rule.selectorText)) out.push({ at, wrappers, text: rule.cssText });
      } else if (rule.conditionText !== undefined && rule.cssRules) {
        const kind = rule.constructor.name === 'CSSSupportsRule' ? '@supports' : '@media';
        walk(rule.cssRules, at, [...wrappers, `${kind} ${rule.conditionText}`], out);
      } else {
        out.push({ at, wrappers, text: rule.cssText });
      }
    });
    return out;
  };
  return [...document.styleSheets]
    .filter((sheet) => sheet.href && !skipSheets.includes(new URL(sheet.href).pathname))
    .map((sheet) => ({
      href: new URL(sheet.href).pathname,
      rules: walk(sheet.cssRules, [], [], []),
    }));
}

/** The app rendered at one screen size, as the snapshot of its page saves it. */
async function snapshotAt(screen, { path, signedIn, ready }) {
  const page = await browser.newPage({ viewport: { width: screen.width, height: screen.height } });
  // Rendered from the plain app shell, never from an earlier prerendered file.
  await page.route(
    (url) => url.origin === server.url && !url.pathname.includes('.'),
    (route) => route.fulfill({ contentType: 'text/html', body: template }),
  );
  if (signedIn) {
    await signInAsDemoAdmin(page, server.url);
    // From here every call stays unanswered: the page is saved as it shows before its data.
    await page.addInitScript(() => {
      window.__TESSERA_FAKE_SERVER__ = { delayMs: 2 ** 31 - 1 };
    });
  }
  await page.goto(`${server.url}${path}`);
  await page.getByTestId('boot-fallback').waitFor({ state: 'detached' });
  if (ready) await page.locator(ready).waitFor();
  await page.waitForLoadState('networkidle');
  const snapshot = await page.evaluate(() => ({
    title: document.title,
    root: document.getElementById('root').innerHTML,
    // antd's theme: its CSS variables, which it writes at runtime.
    styles: [...document.head.querySelectorAll('style')]
      .filter((style) => [...style.attributes].some((attr) => attr.name.startsWith('data-')))
      .map((style) => style.outerHTML),
  }));
  snapshot.sheets = await page.evaluate(usedRules, templateSheets);
  await page.close();
  return snapshot;
}

const byPlace = (a, b) => {
  for (let i = 0; i < Math.min(a.at.length, b.at.length); i += 1) {
    if (a.at[i] !== b.at[i]) return a.at[i] - b.at[i];
  }
  return a.at.length - b.at.length;
};

/** One `<style>` per sheet: the rules any of the shots uses, in the sheet's order. */
function inlineSheets(shots) {
  const sheets = new Map();
  for (const { sheets: shotSheets } of shots) {
    for (const { href, rules } of shotSheets) {
      const kept = sheets.get(href) ?? new Map();
      for (const rule of rules) kept.set(rule.at.join('.'), rule);
      sheets.set(href, kept);
    }
  }
  return [...sheets].map(([href, rules]) => {
    const css = [...rules.values()]
      .sort(byPlace)
      .map(({ wrappers, text }) => wrappers.reduceRight((inner, at) => `${at}{${inner}}`, text))
      .join('');
    return { href, style: `<style data-used-from="${href}">${css}</style>` };
  });
}

const server = await servePreview();
const browser = await chromium.launch({ executablePath, args: chromiumArgs });
try {
  for (const pageToSave of pages) {
    const { path, file, signedIn, screens } = pageToSave;
    const shots = [];
    for (const screen of screens ?? [defaultScreen]) {
      shots.push({ screen, ...(await snapshotAt(screen, pageToSave)) });
    }
    const root = screens
      ? shots.map(
          ({ screen, root: markup }) =>
            `<template data-screen="${screen.name}" data-media="${screen.media}">${markup}</template>`,
        )
      : [shots[0].root];
    const sheets = inlineSheets(shots);
    // Each sheet's rules sit where the app links the sheet: antd's right after its meta tag
    // (before the app's own CSS, which overrides antd's), the chunks' at the end of the head.
    const antdSheet = sheets.find(({ href }) => href === antdMeta?.[1]);
    const chunkSheets = sheets.filter((sheet) => sheet !== antdSheet);
    // The page it was made for, on <html> where index.html's head script reads it before paint.
    const shellAttributes = [`data-prerendered="${path}"`];
    if (signedIn) shellAttributes.push(`data-prerendered-role="${signedIn.role}"`);
    // A signed-in page is a picture of the page until the app takes over: nothing in it answers.
    const rootAttributes = signedIn ? ' inert aria-busy="true"' : '';
    let html = template
      .replace(
        /<html([^>]*)>/,
        (_, attributes) => `<html${attributes} ${shellAttributes.join(' ')}>`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${shots[0].title}</title>`)
      .replace(
        '</head>',
        () =>
          `    ${[...chunkSheets.map((sheet) => sheet.style), ...new Set(shots.flatMap((shot) => shot.styles))].join('\n    ')}\n  </head>`,
      )
      .replace(
        templateRoot[0],
        () =>
          `<div id="root" data-prerendered="${path}"${rootAttributes}>${root.join('')}${bootFallback}</div>\n    ${screens ? screenPicker : ''}${templateRoot[2]}`,
      )
      // After the root: its pattern ends at </body>.
      .replace(entry[0], '')
      .replace('</body>', () => `  ${startAfterPaint}\n  </body>`);
    if (antdSheet) html = html.replace(antdMeta[0], () => `${antdMeta[0]}\n    ${antdSheet.style}`);
    writeFileSync(new URL(file, distDir), html);
    const inlined = sheets.reduce((sum, { style }) => sum + style.length, 0);
    console.log(
      `prerender: ${path} → dist/${file} (${(html.length / 1024).toFixed(1)} KB, of which ${(inlined / 1024).toFixed(1)} KB of used rules from ${sheets.length} sheets)`,
    );
  }
} finally {
  await browser.close();
  await server.close();
}
