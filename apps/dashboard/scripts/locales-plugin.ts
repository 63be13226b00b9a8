// Why a plugin: Vite can emit each package's JSON under a hashed name (`import.meta.glob` with
// `?url`), but it cannot generate the `shell` namespace: every package's menu and page titles in
// one file per language, so the signed-in layout fetches one file rather than one per feature.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin, ViteDevServer } from 'vite';

// The generated namespace the signed-in layout's menu and breadcrumbs read (ui's
// feature/shellNamespace.ts maps descriptor keys into it; shell.test.ts checks the two agree).
// Vite loads this file with the config, where a workspace package's TypeScript cannot be imported.
const shellNamespace = 'shell';
const shellSections = ['nav', 'titles'];

type Translations = Record<string, unknown>;

const isObject = (value: unknown): value is Translations =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `{ users: { nav, titles, list… }, … }` → `{ users: { nav, titles }, … }`. `common` is loaded
 * from the start, so its keys stay where they are.
 */
export function buildShellNamespace(namespaces: Record<string, Translations>): Translations {
  const shell: Translations = {};
  for (const [namespace, translations] of Object.entries(namespaces)) {
    if (namespace === 'common') continue;
    const picked = Object.fromEntries(
      shellSections.flatMap((section) =>
        isObject(translations[section]) ? [[section, translations[section]]] : [],
      ),
    );
    if (Object.keys(picked).length) shell[namespace] = picked;
  }
  return shell;
}

/** Every `packages/<pkg>/locales/<lng>/<ns>.json`, keyed by `<lng>/<ns>`. */
export function collectLocales(packagesDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const pkg of readdirSync(packagesDir)) {
    const localesDir = join(packagesDir, pkg, 'locales');
    if (!existsSync(localesDir)) continue;
    for (const lng of readdirSync(localesDir)) {
      for (const file of readdirSync(join(localesDir, lng))) {
        if (!file.endsWith('.json')) continue;
        const key = `${lng}/${file.slice(0, -'.json'.length)}`;
        if (files.has(key)) throw new Error(`Two packages define the translation file ${key}.json`);
        if (key.endsWith(`/${shellNamespace}`)) {
          throw new Error(
            `${key}.json: the "${shellNamespace}" namespace is generated, not written`,
          );
        }
        files.set(key, join(localesDir, lng, file));
      }
    }
  }
  return files;
}

export interface LocaleAssets {
  /** Public path (`locales/en/users.1a2b3c4d.json`) → minified content. */
  files: Map<string, string>;
  /** `en/users` → `/locales/en/users.1a2b3c4d.json`: what the i18n backend fetches. */
  manifest: Record<string, string>;
}

const contentHash = (source: string) =>
  createHash('sha256').update(source).digest('hex').slice(0, 8);

/**
 * Every translation file, plus one generated `shell` namespace per language (each package's
 * `nav` and `titles`), under content-hashed names: a deploy never serves stale text, and the
 * files can be cached for good.
 */
export function buildLocaleAssets(packagesDir: string): LocaleAssets {
  const byLanguage = new Map<string, Record<string, Translations>>();
  for (const [key, file] of collectLocales(packagesDir)) {
    const [lng, namespace] = key.split('/');
    const namespaces = byLanguage.get(lng) ?? {};
    namespaces[namespace] = JSON.parse(readFileSync(file, 'utf8')) as Translations;
    byLanguage.set(lng, namespaces);
  }
  const assets: LocaleAssets = { files: new Map(), manifest: {} };
  for (const [lng, namespaces] of byLanguage) {
    const all = { ...namespaces, [shellNamespace]: buildShellNamespace(namespaces) };
    for (const [namespace, translations] of Object.entries(all)) {
      const source = JSON.stringify(translations);
      const publicPath = `locales/${lng}/${namespace}.${contentHash(source)}.json`;
      assets.files.set(publicPath, source);
      assets.manifest[`${lng}/${namespace}`] = `/${publicPath}`;
    }
  }
  return assets;
}

const manifestModuleId = 'virtual:tessera-locales';
const resolvedManifestId = `\0${manifestModuleId}`;

/**
 * Each package owns its translations; this serves them (and the generated shell namespace) at
 * /locales/{lng}/{ns}.{hash}.json in dev and emits them there in the build. The i18n backend
 * finds each file through `virtual:tessera-locales`, a manifest inlined in the app's code.
 */
export function localesPlugin(packagesDir: URL): Plugin {
  const dir = fileURLToPath(packagesDir);
  const reloadOnChange = (server: ViteDevServer) => {
    server.watcher.add(join(dir, '*/locales/**/*.json'));
    server.watcher.on('change', (file) => {
      if (!file.startsWith(dir) || !file.includes('/locales/')) return;
      const manifest = server.moduleGraph.getModuleById(resolvedManifestId);
      if (manifest) server.moduleGraph.invalidateModule(manifest);
      server.ws.send({ type: 'full-reload' });
    });
  };
  return {
    name: 'tessera-locales',
    resolveId: (id) => (id === manifestModuleId ? resolvedManifestId : undefined),
    load(id) {
      if (id !== resolvedManifestId) return undefined;
      const { manifest } = buildLocaleAssets(dir);
      return `export const localeFiles = ${JSON.stringify(manifest)};`;
    },
    configureServer(server) {
      reloadOnChange(server);
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0].replace(/^\//, '') ?? '';
        if (!path.startsWith('locales/')) return next();
        const source = buildLocaleAssets(dir).files.get(path);
        if (source === undefined) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(source);
      });
    },
    generateBundle() {
      for (const [fileName, source] of buildLocaleAssets(dir).files) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
