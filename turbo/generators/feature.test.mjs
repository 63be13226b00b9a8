// `pnpm gen feature <name>` makes an app that passes its checks with no edit. Proved on a copy of
// the repository (the working tree as it is, installed offline from the store): generate a
// feature, see that only its own files and its lines in each index changed, then lint, typecheck
// and test what was generated, with the packages that list it. Its browser journey is
// typechecked, not run (a build and a browser cost minutes; the dashboard's e2e task runs the
// committed journeys).
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const repository = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const name = 'gadgets';
const copy = mkdtempSync(join(tmpdir(), 'tessera-gen-'));

/** The pnpm running this test (turbo runs it through `pnpm run test`), or the one on PATH. */
const pnpm = process.env.npm_execpath ? [process.execPath, process.env.npm_execpath] : ['pnpm'];

/** Runs a command in the copy; a failure fails the test with the command's output. */
function run(command, args, cwd = copy) {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, CI: 'true', TURBO_TELEMETRY_DISABLED: '1' },
  });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  assert.equal(result.status, 0, `${command} ${args.join(' ')} failed:\n${output}`);
  return output;
}
const runPnpm = (...args) => run(pnpm[0], [...pnpm.slice(1), ...args]);
const git = (...args) => execFileSync('git', args, { cwd: copy, encoding: 'utf8' });

before(() => {
  // The working tree's files (committed or not, ignored ones left out), in a repository of its own.
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repository,
      encoding: 'utf8',
    },
  )
    .split('\0')
    .filter((file) => file && existsSync(join(repository, file)));
  for (const file of files) cpSync(join(repository, file), join(copy, file));
  git('init', '-q');
  git('add', '-A');
  git('-c', 'user.name=gen', '-c', 'user.email=gen@example.com', 'commit', '-q', '-m', 'copy');
  runPnpm('install', '--offline', '--frozen-lockfile');
  run(process.execPath, ['turbo/generators/gen.mjs', 'feature', name]);
});

after(() => rmSync(copy, { recursive: true, force: true }));

test('changes only the new feature’s own files, and its lines in each index', () => {
  const changed = git('status', '--porcelain', '--untracked-files=normal')
    .split('\n')
    .filter(Boolean)
    .sort();
  assert.deepEqual(changed, [
    ' M apps/dashboard/package.json',
    ' M apps/dashboard/src/features.ts',
    ' M packages/api-client/src/domains/index.ts',
    ' M packages/api-client/src/lazyDomains.ts',
    ' M packages/fake-server/src/domains/index.ts',
    ' M pnpm-lock.yaml',
    `?? apps/dashboard/e2e/${name}.spec.ts`,
    `?? packages/api-client/src/domains/${name}/`,
    `?? packages/fake-server/src/domains/${name}/`,
    `?? packages/feature-${name}/`,
  ]);
  const added = Object.fromEntries(
    git('diff', '--numstat', '--', 'apps', 'packages')
      .trim()
      .split('\n')
      .map((line) => line.split('\t'))
      .map(([plus, minus, file]) => [file, `+${plus} -${minus}`]),
  );
  assert.deepEqual(added, {
    'apps/dashboard/package.json': '+1 -0',
    // Each list gains the app's import and its entry.
    'apps/dashboard/src/features.ts': '+2 -0',
    'packages/api-client/src/domains/index.ts': '+1 -0',
    // Where the domain's calls live, so that it loads with its own first call.
    'packages/api-client/src/lazyDomains.ts': '+1 -0',
    'packages/fake-server/src/domains/index.ts': '+2 -0',
  });
});

test('the new feature package declares the dependencies it uses, and only those (knip)', () => {
  runPnpm('exec', 'knip', '--dependencies', '--workspace', `packages/feature-${name}`);
});

test('the new feature package passes lint, typecheck and its tests', () => {
  for (const task of ['lint', 'typecheck', 'test']) {
    runPnpm('--filter', `@tessera/feature-${name}`, 'run', task);
  }
});

test('the contract passes with the new domain', () => {
  const apiClient = ['--filter', '@tessera/api-client'];
  runPnpm(...apiClient, 'run', 'typecheck');
  runPnpm(
    ...apiClient,
    'exec',
    'eslint',
    '--max-warnings=0',
    'src/domains/index.ts',
    'src/lazyDomains.ts',
    `src/domains/${name}`,
  );
  runPnpm(
    ...apiClient,
    'exec',
    'jest',
    'src/endpoints.test.ts',
    'src/schemas.test.ts',
    'src/lazyDomains.test.ts',
  );
});

test('the fake server passes with the new domain, and answers it as its contract tests say', () => {
  const fakeServer = ['--filter', '@tessera/fake-server'];
  runPnpm(...fakeServer, 'run', 'typecheck');
  runPnpm(
    ...fakeServer,
    'exec',
    'eslint',
    '--max-warnings=0',
    'src/domains/index.ts',
    `src/domains/${name}`,
  );
  // The domain's contract tests, and the domain table's: every call answered, no import circle.
  runPnpm(
    ...fakeServer,
    'exec',
    'jest',
    `src/domains/${name}`,
    'src/domains/domains.test.ts',
    'src/domains/imports.test.ts',
  );
});

test('the dashboard lists the feature; its journey typechecks; its translations are complete', () => {
  const features = readFileSync(join(copy, 'apps/dashboard/src/features.ts'), 'utf8');
  assert.match(
    features,
    new RegExp(`^import \\{ ${name}Feature \\} from '@tessera/feature-${name}';$`, 'm'),
  );
  assert.match(features, new RegExp(`^  ${name}Feature,\\n\\];`, 'm'));
  // pnpm linked the package into the dashboard (it typechecked in its own package above).
  const dashboard = join(copy, 'apps/dashboard');
  assert.ok(existsSync(join(dashboard, `node_modules/@tessera/feature-${name}/src/index.ts`)));

  // The journey alone: the dashboard's whole program is every feature, each checked in its own
  // package (the new one above); features.ts gained the two lines read above.
  const journey = join(dashboard, 'tsconfig.journey.json');
  writeFileSync(
    journey,
    JSON.stringify({ extends: './tsconfig.json', include: [`e2e/${name}.spec.ts`] }),
  );
  runPnpm('--filter', '@tessera/dashboard', 'exec', 'tsc', '-p', 'tsconfig.journey.json');
  runPnpm(
    '--filter',
    '@tessera/dashboard',
    'exec',
    'eslint',
    '--max-warnings=0',
    'src/features.ts',
    `e2e/${name}.spec.ts`,
  );
  runPnpm('--filter', '@tessera/ui', 'exec', 'jest', 'src/testing/translations.test.ts');
});
