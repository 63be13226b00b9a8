import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * axios-mock-adapter is CommonJS: its `require("axios")` picks axios's CommonJS build, so the
 * fake server's chunk carried a second axios (about 18 KB gzip) beside the app's. This points
 * that require at the app's own axios (the ES build, resolved as api-client imports it).
 */
export function singleAxiosPlugin(apiClientSource: URL): Plugin {
  const importer = fileURLToPath(apiClientSource);
  return {
    name: 'tessera-single-axios',
    apply: 'build',
    // Before Vite's own resolver, which would answer with the CommonJS build.
    enforce: 'pre',
    resolveId: {
      filter: { id: /^axios$/ },
      handler(source, from) {
        if (!from?.includes('axios-mock-adapter')) return null;
        return this.resolve(source, importer, { skipSelf: true });
      },
    },
  };
}
