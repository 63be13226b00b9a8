import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { PlopTypes } from '@turbo/gen';
import {
  featureNames,
  nameProblem,
  recordProblem,
  renamer,
  singularOf,
  type FeatureNames,
} from './names';

// `pnpm gen feature <name> [record]`: a working app, made from templates/feature (a feature
// named "things", written as model code) with every "thing" renamed. It writes the new package,
// its contract module, its fake-server domain and its browser journey, formats them, adds the app
// to each list of apps (its import and its entry), then links the package (pnpm install).

/** Where the templates are, from the repository's root. */
const templatesFolder = 'turbo/generators/templates/feature';

/** What @turbo/gen hands the actions: the prompts' answers, and where the repository is. */
interface Answers {
  name: string;
  record?: string;
  turbo: { paths: { root: string } };
}

/** Every file under a folder, as paths relative to it. */
function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)));
}

/** Runs a command in the repository, failing the generator with its output if it fails. */
function run(root: string, command: string, args: string[]): void {
  const result = spawnSync(command, args, { cwd: root, encoding: 'utf8' });
  if (result.error) throw new Error(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
}

/** The feature's files: the templates, renamed. Refuses to overwrite anything. */
function writeFeatureFiles(root: string, names: FeatureNames): string[] {
  const templates = join(root, templatesFolder);
  const rename = renamer(names);
  const files = filesUnder(templates).map((file) => ({
    source: join(templates, file),
    target: join(root, rename(file)),
  }));
  const taken = files.filter(({ target }) => existsSync(target));
  if (taken.length > 0) {
    throw new Error(
      `already there: ${taken.map(({ target }) => relative(root, target)).join(', ')}`,
    );
  }
  for (const { source, target } of files) {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, rename(readFileSync(source, 'utf8')));
  }
  return files.map(({ target }) => relative(root, target));
}

interface InsertLine {
  /** The file, from the repository's root. */
  path: string;
  line: string;
  /** The line goes after the last line this matches… */
  after?: RegExp;
  /** …or before the first one. */
  before?: RegExp;
  /** Keeps the lines `after` matches in order. */
  sorted?: boolean;
}

/**
 * Adds one line to an index, next to the lines like it: after the last line `after` matches
 * (or, with `sorted`, before the first such line that sorts after it), or before the first line
 * `before` matches. Fails if there is no such place, or if the line is there already.
 */
function insertLine(root: string, { path, line, after, before, sorted }: InsertLine): string {
  const file = join(root, path);
  const lines = readFileSync(file, 'utf8').split('\n');
  if (lines.includes(line)) throw new Error(`${path} already has: ${line}`);
  let at = -1;
  if (after) {
    const last = lines.findLastIndex((candidate) => after.test(candidate));
    const next = sorted
      ? lines.findIndex((candidate) => after.test(candidate) && candidate.localeCompare(line) > 0)
      : -1;
    at = last < 0 ? -1 : next >= 0 ? next : last + 1;
  } else if (before) {
    at = lines.findIndex((candidate) => before.test(candidate));
  }
  if (at < 0) throw new Error(`${path}: no line matches ${String(after ?? before)}`);
  lines.splice(at, 0, line);
  writeFileSync(file, lines.join('\n'));
  return `${path}: ${line.trim()}`;
}

/** The dashboard depends on the new package (dependencies stay in name order). */
function addDashboardDependency(root: string, name: string): string {
  const file = join(root, 'apps/dashboard/package.json');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const dependency = `@tessera/feature-${name}`;
  manifest.dependencies[dependency] = 'workspace:*';
  manifest.dependencies = Object.fromEntries(
    Object.entries(manifest.dependencies).sort(([a], [b]) => a.localeCompare(b)),
  );
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`);
  return dependency;
}

/**
 * The pnpm to run: the one running this (`pnpm gen`), else the private copy `npm start` and
 * `npm test` install in .tools, else the one on PATH.
 */
function pnpmCommand(root: string): [string, string[]] {
  const running = process.env.npm_execpath;
  if (running && /pnpm/.test(running)) return [process.execPath, [running]];
  const privateCopy = join(root, '.tools/pnpm/node_modules/pnpm/bin/pnpm.cjs');
  if (existsSync(privateCopy)) return [process.execPath, [privateCopy]];
  return ['pnpm', []];
}

/**
 * Links the new package. Its dependencies are the workspace's own versions (pnpm prefers those in
 * the lockfile), so at most their registry metadata is fetched, when pnpm has none in its cache.
 */
function linkWorkspace(root: string): void {
  const [command, args] = pnpmCommand(root);
  run(root, command, [...args, 'install', '--prefer-offline', '--frozen-lockfile=false']);
}

/** Formats what was written, as `pnpm format` would (a name's length moves line breaks). */
function format(root: string, paths: string[]): void {
  const prettier = require.resolve('prettier/bin/prettier.cjs', { paths: [root] });
  run(root, process.execPath, [prettier, '--write', '--log-level=warn', ...paths]);
}

export default function generator(plop: PlopTypes.NodePlopAPI): void {
  // Each step is an action type of its own, so the generator's report names what it did.
  plop.setActionType('write the feature', (data) => {
    const answers = data as Answers;
    const root = answers.turbo.paths.root;
    const written = writeFeatureFiles(root, featureNames(answers));
    format(root, written);
    return `${written.length} files, formatted`;
  });
  plop.setActionType('add to an index', (data, config) =>
    insertLine((data as Answers).turbo.paths.root, config as unknown as InsertLine),
  );
  plop.setActionType('add to the dashboard', (data) => {
    const answers = data as Answers;
    return addDashboardDependency(answers.turbo.paths.root, featureNames(answers).name);
  });
  plop.setActionType('link the package', (data) => {
    linkWorkspace((data as Answers).turbo.paths.root);
    return 'pnpm install';
  });

  plop.setGenerator('feature', {
    description:
      'A feature package: list, record page, form drawer, contract, fake-server domain, tests',
    prompts: [
      {
        type: 'input',
        name: 'name',
        message: 'The app’s name, one plural word (tasks, projects):',
        validate: (name: string) => nameProblem(name) ?? true,
      },
      {
        type: 'input',
        name: 'record',
        message: 'What one record is called (empty: the singular of the name):',
        default: (answers: FeatureNames) => singularOf(answers.name),
        validate: (record: string, answers?: FeatureNames) =>
          record === '' || (recordProblem(answers?.name ?? '', record) ?? true),
      },
    ],
    actions: (data) => {
      const { name } = featureNames(data as Answers);
      const feature = `${name}Feature`;
      const indexLines: InsertLine[] = [
        {
          path: 'packages/api-client/src/domains/index.ts',
          line: `export * from './${name}';`,
          after: /^export \* from '\.\/\w+';$/,
        },
        {
          path: 'packages/api-client/src/lazyDomains.ts',
          line: `  ${name}: lazyDomain(['/api/${name}'], () => import('./domains/${name}')),`,
          before: /^\} satisfies Record</,
        },
        {
          path: 'packages/fake-server/src/domains/index.ts',
          line: `import { ${name}Domain } from './${name}';`,
          after: /^import \{ \w+Domain \} from '\.\/\w+';$/,
          sorted: true,
        },
        {
          path: 'packages/fake-server/src/domains/index.ts',
          line: `  ${name}Domain,`,
          before: /^\];/,
        },
        {
          path: 'apps/dashboard/src/features.ts',
          line: `import { ${feature} } from '@tessera/feature-${name}';`,
          after: /^import \{ \w+Feature \} from '@tessera\/feature-/,
          sorted: true,
        },
        { path: 'apps/dashboard/src/features.ts', line: `  ${feature},`, before: /^\];/ },
      ];
      return [
        { type: 'write the feature' },
        ...indexLines.map((insert) => ({ type: 'add to an index', ...insert })),
        { type: 'add to the dashboard' },
        { type: 'link the package' },
      ];
    },
  });
}
