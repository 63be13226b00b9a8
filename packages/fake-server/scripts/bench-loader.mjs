// Lets Node 20 import the fake server's TypeScript sources for the benchmark: each .ts file is
// transpiled on load with the workspace's own TypeScript (types dropped, nothing checked), and
// extensionless relative imports ('./data') find their .ts file as the bundler would.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const hasExtension = /\.[cm]?[jt]sx?$/;

export async function resolve(specifier, context, nextResolve) {
  const fromTypeScript = context.parentURL?.endsWith('.ts');
  if (fromTypeScript && /^\.\.?\//.test(specifier) && !hasExtension.test(specifier)) {
    for (const candidate of [`${specifier}.ts`, `${specifier}/index.ts`]) {
      const url = new URL(candidate, context.parentURL);
      if (existsSync(fileURLToPath(url))) return { url: url.href, shortCircuit: true };
    }
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const fileName = fileURLToPath(url);
  const { outputText } = ts.transpileModule(await readFile(fileName, 'utf8'), {
    fileName,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      isolatedModules: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
