import type { Plugin } from 'vite';

/**
 * axios picks the first adapter the platform has, from ['xhr', 'http', 'fetch']: in a browser
 * that is always XMLHttpRequest (and the fake server replaces the adapter altogether), so its
 * fetch adapter (~3 KB gzip) never runs here. In the app's build it is a stub that says the
 * platform has no fetch, which makes axios skip it as it would on a platform without one.
 */
export function axiosXhrOnlyPlugin(): Plugin {
  const stub = '\0tessera-axios-no-fetch';
  return {
    name: 'tessera-axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      return source === './fetch.js' &&
        /[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/.test(importer ?? '')
        ? stub
        : null;
    },
    load(id) {
      return id === stub ? 'export const getFetch = () => false;' : null;
    },
  };
}
