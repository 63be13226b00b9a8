// Why a plugin: the document is generated from the endpoint table, not a file of `public/`, and
// Vite has no option that emits a generated file in the build or serves one in development.
import type { Plugin } from 'vite';

/** Where the app (the API reference page) and anyone else find the contract's document. */
export const openApiPath = '/openapi.json';

/**
 * Ships the contract's OpenAPI document, generated from the endpoint table at build time, as
 * /openapi.json in the build (not committed: it follows the table), and serves it, generated
 * afresh on each request, from the dev server. `generate` runs in Node (`openApiDocument` of
 * scripts/openapi.mjs); the app only fetches the file.
 */
export function openApiPlugin(generate: () => Promise<unknown>): Plugin {
  return {
    name: 'tessera-openapi',
    configureServer(server) {
      server.middlewares.use(openApiPath, (request, response, next) => {
        if (request.method !== 'GET' && request.method !== 'HEAD') return next();
        generate().then((document) => {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(document));
        }, next);
      });
    },
    async generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: openApiPath.slice(1),
        source: JSON.stringify(await generate()),
      });
    },
  };
}
