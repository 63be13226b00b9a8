// Lints made-up files as if they sat inside a real package, with that package's config. One
// package per test file: typescript-eslint keeps the first package's tsconfig for the process.
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const packageDir = (name) => fileURLToPath(new URL(`../../../packages/${name}/`, import.meta.url));

/** The messages ESLint gives `code`, linted as `file` inside `pkg` with that package's config. */
export async function lint(pkg, file, code) {
  const eslint = new ESLint({ cwd: packageDir(pkg) });
  const [result] = await eslint.lintText(code, { filePath: `${packageDir(pkg)}${file}` });
  return result.messages.map((message) => `${message.ruleId}: ${message.message}`);
}
