import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { moneyFormat } from './money';

describe('moneyFormat', () => {
  it.each([
    ['en', false, '$1,204.50'],
    ['en', true, '$1,205'],
    ['fr', false, '1\u202f204,50\u00a0$US'],
    ['fr', true, '1\u202f205\u00a0$US'],
  ])('writes 1204.5 in %s (whole: %s) as %s', (language, whole, expected) => {
    expect(moneyFormat(language, { whole }).format(1204.5)).toBe(expected);
  });

  it('is the only money format in the repository: invoices and dashboards write it one way', () => {
    const root = join(__dirname, '../../../..');
    const self = 'packages/ui/src/format/money.ts';
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        if (
          ['node_modules', 'dist', '.turbo', 'coverage', 'e2e'].includes(entry.name) ||
          entry.name.startsWith('.')
        )
          return [];
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.(?:[cm]?[jt]sx?)$/.test(entry.name) && !/\.test\.[jt]sx?$/.test(entry.name)
          ? [path]
          : [];
      });
    const formatting = ['apps', 'packages'].flatMap((top) =>
      sources(join(root, top)).filter((file) =>
        /style:\s*['"]currency['"]/.test(readFileSync(file, 'utf8')),
      ),
    );
    // Anywhere else, write money with useMoney or moneyFormat from @tessera/ui.
    expect(formatting.map((file) => relative(root, file))).toEqual([self]);
  });
});
