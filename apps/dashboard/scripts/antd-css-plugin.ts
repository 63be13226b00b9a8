import { createRequire } from 'node:module';
import type * as Cssinjs from '@ant-design/cssinjs';
import type * as React from 'react';
import { parse } from 'acorn';
import type { Plugin, Rollup } from 'vite';

/**
 * Build-time antd CSS. The app runs antd with `theme.zeroRuntime` in production: components
 * register only their CSS variables (so every skin and the customizer still work), not their
 * styles. This plugin writes those styles at build time, as two stylesheets:
 *   - `antd-first`: the components of the first page (the entry and the chunks of the modules
 *     `firstPage` names), linked from index.html;
 *   - `antd-app`: every other component in the build, loaded with the other pages
 *     (src/app/antdStylesheet.ts), named in index.html's `<meta name="tessera-antd-css">`.
 * Which components a chunk uses is read from the bundle: each antd component imports its style
 * hook from `antd/es/<folder>/style/`. The build fails when such a folder is one the extraction
 * cannot render, or when rendering it registers no style: the component would show unstyled.
 * As zero-runtime antd never calls its style functions, the build drops them from the bundle
 * (`dropStyleFunctions`), about a tenth of antd's code.
 *
 * Why a plugin: antd's `@ant-design/static-style-extract` renders the styles (used below), but
 * nothing in antd or the bundler splits them between the first page and the others, or leaves
 * out the style functions: without `dropStyleFunctions`, /login loads 14 KB gzip more, `/` 21 KB
 * and the users list 44 KB, over their budgets.
 */

const styleHookPath = /[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]style[\\/]/;

/** antd folders whose style hooks these modules include. */
export function antdStyleFolders(moduleIds: Iterable<string>): Set<string> {
  const folders = new Set<string>();
  for (const id of moduleIds) {
    const folder = styleHookPath.exec(id)?.[1];
    // The config provider's "style" only registers the icons' reset, which any icon brings.
    if (folder && folder !== 'config-provider') folders.add(folder);
  }
  return folders;
}

const pascal = (folder: string) =>
  folder.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase());

/** Folders whose antd export (to render) or style name (in the style cache) is not their name. */
const exportsOf: Record<string, string[]> = {
  grid: ['Row', 'Col'],
  row: ['Row'],
  col: ['Col'],
  qrcode: ['QRCode'],
  'qr-code': ['QRCode'],
  message: ['message'],
  notification: ['notification'],
};
const styleNameOf: Record<string, string> = {
  grid: 'Grid',
  row: 'Grid',
  col: 'Grid',
  qrcode: 'QRCode',
  'qr-code': 'QRCode',
};

/** The antd exports to render so that a folder's style is registered. */
export function antdExportsFor(folder: string): string[] {
  return exportsOf[folder] ?? [pascal(folder)];
}

/** The name a folder's style hook registers under in the cssinjs cache (`style%…%Name-…`). */
export function antdStyleName(folder: string): string {
  return styleNameOf[folder] ?? pascal(folder);
}

/** Folders of `wanted` whose style is not among the registered style names. */
export function missingStyles(wanted: Iterable<string>, registered: Set<string>): string[] {
  return [...wanted].filter((folder) => !registered.has(antdStyleName(folder))).sort();
}

interface Extractor {
  /** Renders these folders' components; returns the CSS not returned by an earlier call. */
  extract(folders: Set<string>): string;
  /** Style names registered so far. */
  registered(): Set<string>;
}

/** One style cache for the whole build, so the second stylesheet repeats nothing of the first. */
function createExtractor(): Extractor {
  // antd's CommonJS build, its style cache and the extraction helper, all under Node.
  const require = createRequire(import.meta.url);
  const antd = require('antd') as Record<string, unknown> & { ConfigProvider: unknown };
  const cssinjs = require('@ant-design/cssinjs') as typeof Cssinjs;
  const { extractStyle } = require('@ant-design/static-style-extract') as {
    extractStyle: (options: {
      includes: string[];
      customTheme: (node: unknown) => unknown;
    }) => string;
  };
  const { createElement } = require('react') as typeof React;
  const cache = cssinjs.createCache();
  // Our cache inside theirs receives every style; unhashed, as the app runs (`hashed: false`).
  const customTheme = (node: unknown) =>
    createElement(
      cssinjs.StyleProvider,
      { cache },
      createElement(antd.ConfigProvider as never, { theme: { hashed: false } }, node as never),
    );
  return {
    extract(folders) {
      const includes = [...folders].flatMap(antdExportsFor).filter((name) => name in antd);
      extractStyle({ includes, customTheme });
      const css = cssinjs.extractStyle(cache, { plain: true, types: ['style'], once: true });
      // The trailing rule maps cache paths for hydration, which zero-runtime antd never reads.
      return css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}$/, '');
    },
    registered() {
      const names = [...cache.cache.keys()]
        .filter((key) => key.startsWith('style%'))
        .map((key) => key.split('%')[2].split('-')[0]);
      return new Set(names);
    },
  };
}

const styleHookFactories = new Set([
  'genStyleHooks',
  'genSubStyleComponent',
  'genComponentStyleHook',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * antd's style hooks are `genStyleHooks(name, styleFn, getComponentToken, options)`. With
 * `zeroRuntime` the hook registers the component's CSS variables (from `getComponentToken`) and
 * never calls `styleFn`: this replaces every `styleFn` with `() => []`, so the style code is
 * tree-shaken away. Returns undefined when the module has no style hook.
 */
export function dropStyleFunctions(code: string): string | undefined {
  if (![...styleHookFactories].some((name) => code.includes(`${name}(`))) return undefined;
  const ranges: Array<[number, number]> = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== 'object') return;
    const { type, callee, arguments: args } = node as Node;
    if (
      type === 'CallExpression' &&
      (callee as Node).type === 'Identifier' &&
      styleHookFactories.has((callee as Node).name as string) &&
      (args as Node[]).length > 1
    ) {
      const styleFn = (args as Node[])[1];
      ranges.push([styleFn.start, styleFn.end]);
      return;
    }
    for (const value of Object.values(node)) if (value && typeof value === 'object') walk(value);
  };
  walk(parse(code, { ecmaVersion: 'latest', sourceType: 'module' }));
  let result = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0]))
    result = `${result.slice(0, start)}() => []${result.slice(end)}`;
  return result;
}

const antdModule = /[\\/]antd[\\/]es[\\/].+\.js$/;

type Chunk = Rollup.OutputChunk;

/** The chunks and, recursively, the chunks they import statically. */
function withStaticImports(start: Chunk[], byName: Map<string, Chunk>): Set<Chunk> {
  const seen = new Set<Chunk>();
  const visit = (chunk: Chunk) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const imported = byName.get(name);
      if (imported) visit(imported);
    }
  };
  start.forEach(visit);
  return seen;
}

export const antdCssMetaName = 'tessera-antd-css';

export function antdCssPlugin({ firstPage }: { firstPage: RegExp[] }): Plugin {
  return {
    name: 'tessera-antd-css',
    apply: 'build',
    enforce: 'post',
    transform: {
      filter: { id: antdModule },
      handler(code) {
        const stripped = dropStyleFunctions(code);
        return stripped === undefined ? null : { code: stripped, map: null };
      },
    },
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const firstChunks = withStaticImports(
          chunks.filter(
            (chunk) =>
              chunk.isEntry ||
              chunk.moduleIds.some((id) => firstPage.some((pattern) => pattern.test(id))),
          ),
          byName,
        );
        const first = antdStyleFolders([...firstChunks].flatMap((chunk) => chunk.moduleIds));
        const all = antdStyleFolders(chunks.flatMap((chunk) => chunk.moduleIds));
        const rest = new Set([...all].filter((folder) => !first.has(folder)));

        const extractor = createExtractor();
        const firstCss = extractor.extract(first);
        const appCss = extractor.extract(rest);
        const missing = missingStyles(all, extractor.registered());
        if (missing.length > 0) {
          this.error(
            `antd components without build-time CSS (they would render unstyled): ${missing.join(', ')}. ` +
              'Teach scripts/antd-css-plugin.ts how to render them.',
          );
        }

        const emit = (name: string, source: string) =>
          `/${this.getFileName(this.emitFile({ type: 'asset', name, source }))}`;
        const firstHref = emit('antd-first.css', firstCss);
        const appHref = emit('antd-app.css', appCss);
        const html = bundle['index.html'];
        if (html?.type !== 'asset') this.error('index.html is not in the bundle');
        // antd's rules come before ours, as the runtime styles did, so ours win at equal weight.
        const tags =
          `<link rel="stylesheet" crossorigin href="${firstHref}">\n` +
          `    <meta name="${antdCssMetaName}" content="${appHref}">\n    `;
        const source = String(html.source);
        const at = source.search(/<link rel="stylesheet"|<\/head>/);
        html.source = source.slice(0, at) + tags + source.slice(at);
        this.info(
          `antd CSS: first page ${first.size} components (${[...first].sort().join(', ')}); ` +
            `other pages ${rest.size} (${[...rest].sort().join(', ')})`,
        );
      },
    },
  };
}
