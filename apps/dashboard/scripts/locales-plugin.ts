import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Every `packages/<pkg>/locales/<lng>/<ns>.json`, keyed by its public path. */
export function collectLocales(packagesDir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const pkg of readdirSync(packagesDir)) {
    const localesDir = join(packagesDir, pkg, 'locales');
    if (!existsSync(localesDir)) continue;
    for (const lng of readdirSync(localesDir)) {
      for (const file of readdirSync(join(localesDir, lng))) {
        if (!file.endsWith('.json')) continue;
        const publicPath = `locales/${lng}/${file}`;
        if (files.has(publicPath)) {
          throw new Error(`Two packages define the translation file ${publicPath}`);
        }
        files.set(publicPath, join(localesDir, lng, file));
      }
    }
  }
  return files;
}

/**
 * Each package owns its translations; this serves them at /locales/{lng}/{ns}.json in dev and
 * copies them there in the build, so i18next loads them over HTTP.
 */
export function localesPlugin(packagesDir: URL): Plugin {
  const dir = fileURLToPath(packagesDir);
  return {
    name: 'tessera-locales',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0].replace(/^\//, '') ?? '';
        const file = collectLocales(dir).get(path);
        if (!file) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const [fileName, file] of collectLocales(dir)) {
        const source = JSON.stringify(JSON.parse(readFileSync(file, 'utf8')));
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
