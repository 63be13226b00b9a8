import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

// A domain's files import one way: its data and its handlers use its model, never the reverse.
// This reads every import of src/domains (type-only and lazy `import()` ones too: a circle
// through them still ties the files together) and lists the circles it finds.

const root = __dirname;

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const specifierPattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm;

/** The files of src/domains that `file` imports. */
function importsOf(file: string, source: string): string[] {
  return [...source.matchAll(specifierPattern)]
    .map((match) => match[1] as string)
    .filter((specifier) => specifier.startsWith('.'))
    .map((specifier) => resolve(dirname(file), specifier))
    .flatMap((target) => [`${target}.ts`, `${target}.tsx`, join(target, 'index.ts')])
    .filter((candidate) => candidate.startsWith(root) && existsSync(candidate));
}

/**
 * The groups of files that reach one another through their imports (Tarjan's strongly connected
 * components), each sorted: a file in no circle is in no group.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  // Answers the earliest file (in visiting order) still on the stack that `file` reaches.
  const visit = (file: string): number => {
    const own = order.size;
    order.set(file, own);
    let earliest = own;
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      const seen = order.get(next);
      if (seen === undefined) earliest = Math.min(earliest, visit(next));
      else if (stack.includes(next)) earliest = Math.min(earliest, seen);
    }
    if (earliest === own) {
      const group = stack.splice(stack.indexOf(file));
      if (group.length > 1 || graph.get(file)?.includes(file)) groups.push(group.sort());
    }
    return earliest;
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups;
}

describe("the fake server's domains", () => {
  it('finds a circle, so that the check below can fail', () => {
    const graph = new Map([
      ['data', ['model']],
      ['model', ['handle']],
      ['handle', ['data']],
      ['routes', ['model', 'handle']],
    ]);
    expect(circles(graph)).toEqual([['data', 'handle', 'model']]);
    expect(
      importsOf(
        join(root, 'users', 'handle.ts'),
        "import type { UsersData } from './model';\nlazyData('users', () => import('./data'));\n" +
          "import { ok } from '../../server';",
      ),
    ).toEqual([join(root, 'users', 'model.ts'), join(root, 'users', 'data.ts')]);
  });

  it('import one way: no file reaches itself through its imports', () => {
    const graph = new Map(
      sourceFiles(root).map((file) => [file, importsOf(file, readFileSync(file, 'utf8'))]),
    );
    const named = circles(graph).map((circle) =>
      circle.map((file) => relative(root, file)).join(', '),
    );
    expect(named).toEqual([]);
  });
});
