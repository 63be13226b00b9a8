#!/usr/bin/env node
// The two README commands (and a few helpers) in one place. Runs on a fresh machine with only
// Node 20 and npm: it brings pnpm at the pinned version, installs from the lockfile and, for the
// browser tests, Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { delimiter, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const pinned = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager; // pnpm@x.y.z
const pnpmVersion = pinned.split('@')[1];
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env, ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed with exit code ${status}`);
    process.exit(status);
  }
}

function output(command, args) {
  const result = spawnSync(command, args, { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * pnpm at the pinned version, always a private copy in .tools/. Its bin folder goes first on the
 * children's PATH: turbo spawns `pnpm run <task>` by name, so without it turbo finds no pnpm (a
 * fresh machine) or a different version (a machine with another global pnpm).
 */
function ensurePnpm() {
  const binDir = join(root, '.tools', 'pnpm', 'node_modules', '.bin');
  const local = join(binDir, 'pnpm');
  if (output(local, ['--version']) !== pnpmVersion) {
    console.log(`• installing pnpm ${pnpmVersion} into .tools/pnpm`);
    must('npm', [
      'install',
      '--prefix',
      join(root, '.tools', 'pnpm'),
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `pnpm@${pnpmVersion}`,
    ]);
  }
  env.PATH = [binDir, env.PATH].join(delimiter);
  return local;
}

function ensureDependencies(pnpm) {
  console.log('• installing dependencies from the lockfile');
  must(pnpm, ['install', '--frozen-lockfile', '--prefer-offline']);
}

export const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

function ensureChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return;
  if (chromiumCandidates.some((path) => existsSync(path))) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || output('apt-get', ['--version']) === null) {
    console.error(
      '✖ The browser tests need Chromium and none was found.\n' +
        '  On Debian or Ubuntu: sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium\n' +
        '  Elsewhere: install Chromium and set CHROMIUM_PATH to its executable.',
    );
    process.exit(1);
  }
  console.log("• installing Chromium from Debian's packages");
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  must('apt-get', ['update', '-qq'], { env: aptEnv });
  must('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env: aptEnv });
}

const turboArgs = ['exec', 'turbo', 'run'];
const command = process.argv[2];
const pnpm = ensurePnpm();
ensureDependencies(pnpm);

switch (command) {
  case 'start':
    must(pnpm, [...turboArgs, 'build', '--filter=@tessera/dashboard', '--output-logs=errors-only']);
    must(pnpm, ['--filter', '@tessera/dashboard', 'serve']);
    break;
  case 'dev':
    must(pnpm, [...turboArgs, 'dev', '--filter=@tessera/dashboard']);
    break;
  case 'test': {
    ensureChromium();
    // jsdom suites and Chromium slow each other into timeouts when they outnumber the cores: at
    // most one task a core, and the browser tests once every other task is done.
    const oneTaskPerCore = `--concurrency=${availableParallelism()}`;
    // Every package declares the dependencies it uses, and only those (knip, a few seconds).
    must(pnpm, ['run', 'deps']);
    must(pnpm, [...turboArgs, 'lint', 'typecheck', 'test', 'build', 'budget', oneTaskPerCore]);
    must(pnpm, [...turboArgs, 'e2e', oneTaskPerCore]);
    break;
  }
  case 'lighthouse':
    ensureChromium();
    must(pnpm, [...turboArgs, 'lighthouse', '--filter=@tessera/dashboard']);
    break;
  // Where the main thread goes on a cold visit (apps/dashboard/scripts/profile.mjs).
  case 'profile':
    ensureChromium();
    must(pnpm, ['--filter', '@tessera/dashboard', 'profile']);
    break;
  case 'bench':
    must(pnpm, [...turboArgs, 'bench']);
    break;
  // The fake server's handlers over HTTP (on PORT, default 8080), for VITE_API_URL to point at.
  case 'serve:api':
    must(pnpm, ['--filter', '@tessera/api-server', 'serve']);
    break;
  // The contract suite against a backend: `npm run contract -- --base-url http://localhost:8080`.
  case 'contract':
    must(pnpm, ['--filter', '@tessera/api-server', 'contract', ...process.argv.slice(3)]);
    break;
  case 'openapi': {
    // The contract's OpenAPI document, to the file named (`npm run openapi -- api.json`, from
    // where npm was run) or to openapi.json at the root (git-ignored).
    const file = resolve(
      process.env.INIT_CWD ?? root,
      process.argv[3] ?? join(root, 'openapi.json'),
    );
    must(pnpm, ['--filter', '@tessera/dashboard', 'openapi', file]);
    break;
  }
  default:
    console.error(
      'usage: node scripts/run.mjs start|test|dev|lighthouse|profile|bench|serve:api|contract|openapi [file]',
    );
    process.exit(2);
}
