// The contract's OpenAPI document: `openApiDocument()` of @tessera/api-client/openapi, generated
// from the endpoint table. The generator is TypeScript and Node 20 runs none, so it is loaded
// through Vite's module runner (with none of the app's plugins: the app's build leaves zod's
// JSON Schema code out, the generator needs it). The build ships it as /openapi.json
// (openapi-plugin.ts); `npm run openapi [file]` writes it to a file (default: openapi.json at the
// repository's root, which git ignores).
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';

const appDir = fileURLToPath(new URL('..', import.meta.url));

/** The document, generated now from the endpoint table as it is on disk. */
export async function openApiDocument() {
  const { module } = await runnerImport('@tessera/api-client/openapi', {
    configFile: false,
    root: appDir,
    logLevel: 'error',
  });
  return module.openApiDocument();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = resolve(process.argv[2] ?? resolve(appDir, '../../openapi.json'));
  writeFileSync(file, `${JSON.stringify(await openApiDocument(), null, 2)}\n`);
  console.log(`• OpenAPI document written to ${file}`);
}
