import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vite';
import { antdCssPlugin } from './scripts/antd-css-plugin';
import { localesPlugin } from './scripts/locales-plugin';
import { openApiDocument } from './scripts/openapi.mjs';
import { openApiPlugin } from './scripts/openapi-plugin';
import { tierChunksPlugin } from './scripts/tier-chunks-plugin';

// The visitors' pages (routes with `authPage`: src/app/routes.tsx) in the blank layout.
const visitorsPages = [
  /feature-auth[\\/]src[\\/]views[\\/](login|register|forgot-password)[\\/]/,
  /ui[\\/]src[\\/]layouts[\\/](blank|BlankLayout)/,
];
// What every signed-in page loads besides its own view: the layout, the navbar's slots (and the
// search store) and the fake server that answers their calls (with the shell's wiring of it). (The server-state layer, which
// every app's page imports too, keeps a chunk of its own.)
const tiers = tierChunksPlugin(new URL('vite.config.ts', import.meta.url).pathname, [
  { name: 'visitors', roots: visitorsPages },
  {
    name: 'signed-in',
    roots: [
      /ui[\\/]src[\\/]layouts[\\/]index\.ts$/,
      /feature-(search|auth)[\\/]src[\\/](navbar|store)[\\/]/,
      /fake-server[\\/]src[\\/]index\.ts$/,
      /dashboard[\\/]src[\\/]app[\\/]demoServer\.ts$/,
    ],
    // The admin's home shares its grid, cards, skeletons, page header and text with most pages.
    sharedWith: {
      page: /feature-dashboards[\\/]src[\\/]views[\\/]EcommerceDashboard/,
      pages: /feature-[^\\/]+[\\/]src[\\/]views[\\/]/,
      share: 0.5,
    },
  },
]);

// React Router ships a production build beside its development one, but its package exports
// only the development one (remix-run/react-router#12532): its warnings and checks would run on
// every route it matches in production. The build takes the production files.
const reactRouterDir = dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
// axios-mock-adapter is CommonJS: its `require("axios")` would take axios's CommonJS build, a
// second axios (about 18 KB gzip) in the fake server's chunk beside the app's. Every import of
// axios takes the ES build, the one api-client's `import` resolves to.
const axiosDir = dirname(
  createRequire(new URL('../../packages/api-client/package.json', import.meta.url)).resolve(
    'axios/package.json',
  ),
);

export default defineConfig(({ command }) => ({
  resolve: {
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: `${reactRouterDir}/dist/production/index.mjs` },
            { find: /^axios$/, replacement: `${axiosDir}/index.js` },
          ]
        : [],
  },
  plugins: [
    tiers.plugin,
    react(),
    localesPlugin(new URL('../../packages', import.meta.url)),
    // The contract's OpenAPI document at /openapi.json, generated from the endpoint table.
    openApiPlugin(openApiDocument),
    // The first page's antd CSS: the visitors' pages, which load no other antd stylesheet, and
    // what they show at a flow's end (loaded then).
    antdCssPlugin({
      firstPage: [...visitorsPages, /feature-auth[\\/]src[\\/]views[\\/]shared[\\/]AuthResultView/],
    }),
  ],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    // Budgets are checked by scripts/budget.mjs on gzip sizes; this warning is redundant.
    chunkSizeWarningLimit: 1024,
    rolldownOptions: {
      treeshake: {
        // These packages (antd's component packages and helpers, Babel's runtime helpers) run
        // no code on import but do not say so in their package.json, so the bundler kept whole
        // modules for one import: Tree for the row selection's key helpers, the form store and
        // its validator for the Form.Item context every Input reads. Saying so drops what a page
        // does not use: 9 KB gzip off most signed-in routes for the first four packages, about
        // 1 KB more for the others (5 KB on the table pages once antd's column filter menu ships).
        moduleSideEffects: [
          {
            test: /node_modules[\\/](@rc-component[\\/]|@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)[\\/]|@babel[\\/]runtime[\\/]|@emotion[\\/]|clsx|json2mq|string-convert|is-mobile)/,
            sideEffects: false,
          },
        ],
      },
      output: {
        // Stable, readable chunk names make the budget report and caching easy to follow.
        chunkFileNames: 'assets/[name]-[hash].js',
        codeSplitting: {
          groups: [
            // axios and the interceptors load with the first request (api-client's request.ts
            // imports them dynamically). The small modules both sides share get their own chunk
            // first, or the bundler folds them into the http chunk and the first page loads axios.
            {
              name: 'api-core',
              priority: 2,
              // With them Vite's preload helper, and the Domain class every contract module uses.
              test: /api-client[\\/]src[\\/](errors|config|session|sessionEnd|endpoint|domain)\.ts$|vite\/preload-helper/,
            },
            {
              name: 'http',
              priority: 1,
              // With them the list of the contract's domains, from which a domain's calls load.
              test: /node_modules[\\/]axios[\\/]lib[\\/]|api-client[\\/]src[\\/](http|refresh|deferred|lazyDomains)\.ts$/,
            },
            ...tiers.groups,
            // The charting library and ui's chart, in a chunk of their own: the pages with charts
            // load it, in one file (the chart's own chunk was a file more on every such page).
            {
              name: 'charts',
              test: /node_modules[\\/]d3-(shape|path)[\\/]|ui[\\/]src[\\/]charts[\\/](Chart|frame|geometry)\.tsx?$/,
              // The chart's imports (antd, React) stay where they are: in the entry.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
}));
