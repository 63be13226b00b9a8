import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * zod 4's classic schemas carry their JSON Schema conversion (`toJSONSchema()`, the
 * `~standard.jsonSchema` methods): every schema's constructor refers to it, so it is never
 * tree-shaken (~6 KB gzip on every signed-in page). The app only parses; the endpoint table's
 * OpenAPI document is generated in Node, not from this build. So in the app's build, the
 * classic schemas' two JSON Schema modules are stubs whose functions throw when called (the
 * method factories hand out such a function), except `aggregateChecks`, which the schemas'
 * `minLength`/`maxLength`/`format` getters read.
 */
const stubbed = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
const kept = new Set(['aggregateChecks']);
const stubPrefix = '\0tessera-zod-no-json-schema:';

/** The stub of a module: its real `kept` exports, every other export a function that throws. */
export function stubModule(path: string, code: string): string {
  const names = [...code.matchAll(/^export (?:const|function) (\w+)/gm)].map((match) => match[1]);
  const message = JSON.stringify(
    "zod's JSON Schema conversion is left out of the app's build (apps/dashboard/scripts/zod-no-json-schema-plugin.ts).",
  );
  const lines = [`const unused = () => { throw new Error(${message}); };`];
  for (const name of names) {
    if (kept.has(name)) lines.push(`export { ${name} } from ${JSON.stringify(path)};`);
    // The method factories run when a schema's `~standard` is read: they hand out the thrower.
    else if (name.startsWith('create')) lines.push(`export const ${name} = () => unused;`);
    else lines.push(`export const ${name} = unused;`);
  }
  return lines.join('\n');
}

export function zodNoJsonSchemaPlugin(): Plugin {
  return {
    name: 'tessera-zod-no-json-schema',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !/[\\/]zod[\\/]v4[\\/]classic[\\/]schemas\.js$/.test(importer)) return null;
      if (!/json-schema/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && stubbed.test(resolved.id) ? `${stubPrefix}${resolved.id}` : null;
    },
    load(id) {
      if (!id.startsWith(stubPrefix)) return null;
      const path = id.slice(stubPrefix.length);
      return stubModule(path, readFileSync(path, 'utf8'));
    },
  };
}
