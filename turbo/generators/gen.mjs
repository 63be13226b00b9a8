#!/usr/bin/env node
// `pnpm gen <generator> <answers…>` (`pnpm gen feature tasks`): runs this folder's generators with
// the @turbo/gen pinned in package.json, offline. `turbo gen` would do the same through
// `pnpm dlx @turbo/gen@<turbo's version>`, which downloads it on every run (and fails without
// the network, or when no @turbo/gen of that version was published).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const [generator, ...answers] = process.argv.slice(2);
if (generator !== 'feature' || answers.length === 0 || answers.length > 2) {
  console.error('usage: pnpm gen feature <name> [record]   (e.g. pnpm gen feature tasks)');
  process.exit(2);
}

const require = createRequire(import.meta.url);
const cli = join(dirname(require.resolve('@turbo/gen/package.json')), 'dist', 'cli.js');
// An empty answer takes the prompt's default (a feature's record: the singular of its name).
const [name, record = ''] = answers;
const args = ['run', generator, '--root', root, '--args', name, record];
const result = spawnSync(process.execPath, [cli, ...args], { stdio: 'inherit', cwd: root });
process.exit(result.status ?? 1);
