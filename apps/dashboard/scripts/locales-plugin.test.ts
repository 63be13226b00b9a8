import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLocaleAssets, buildShellNamespace, collectLocales } from './locales-plugin';

function packagesWith(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(join(dir, path, '..'), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('collectLocales', () => {
  it('maps every package translation file to its public path', () => {
    const dir = packagesWith({
      'ui/locales/en/common.json': '{}',
      'ui/locales/fr/common.json': '{}',
      'feature-users/locales/en/users.json': '{}',
      'feature-users/src/index.ts': '',
    });
    expect([...collectLocales(dir).keys()].sort()).toEqual(['en/common', 'en/users', 'fr/common']);
  });

  it('refuses two packages claiming one namespace, and a hand-written shell namespace', () => {
    const dir = packagesWith({ 'a/locales/en/x.json': '{}', 'b/locales/en/x.json': '{}' });
    expect(() => collectLocales(dir)).toThrow('en/x.json');
    const shell = packagesWith({ 'a/locales/en/shell.json': '{}' });
    expect(() => collectLocales(shell)).toThrow('generated');
  });
});

describe('buildShellNamespace', () => {
  it("carries each feature namespace's nav and titles, nothing else and nothing of common", () => {
    expect(
      buildShellNamespace({
        common: { nav: { x: 'X' } },
        users: { nav: { list: 'List' }, titles: { list: 'User list' }, table: { name: 'Name' } },
        misc: { backHome: 'Back' },
      }),
    ).toEqual({ users: { nav: { list: 'List' }, titles: { list: 'User list' } } });
  });
});

describe('buildLocaleAssets', () => {
  const users = { nav: { list: 'List' }, titles: { list: 'User list' }, table: { name: 'Name' } };
  const packages = () =>
    packagesWith({
      'ui/locales/en/common.json': JSON.stringify({ section: { apps: 'Apps' } }),
      'feature-users/locales/en/users.json': JSON.stringify(users),
      'feature-misc/locales/en/misc.json': JSON.stringify({ notFound: { text: 'Gone' } }),
    });

  it("generates one shell namespace per language from every package's nav and titles", () => {
    const { files, manifest } = buildLocaleAssets(packages());
    expect(JSON.parse(files.get(manifest['en/shell'].slice(1)) ?? '')).toEqual({
      users: { nav: { list: 'List' }, titles: { list: 'User list' } },
    });
    expect(JSON.parse(files.get(manifest['en/users'].slice(1)) ?? '')).toEqual(users);
  });

  it('names each file after its content, and the manifest after the namespace', () => {
    const dir = packages();
    const { manifest } = buildLocaleAssets(dir);
    expect(Object.keys(manifest).sort()).toEqual(['en/common', 'en/misc', 'en/shell', 'en/users']);
    expect(manifest['en/users']).toMatch(/^\/locales\/en\/users\.[0-9a-f]{8}\.json$/);

    writeFileSync(
      join(dir, 'feature-users/locales/en/users.json'),
      JSON.stringify({ ...users, x: 'y' }),
    );
    const changed = buildLocaleAssets(dir).manifest;
    expect(changed['en/users']).not.toBe(manifest['en/users']);
    expect(changed['en/common']).toBe(manifest['en/common']);
    // A text outside nav and titles leaves the shell namespace, and its cache, alone.
    expect(changed['en/shell']).toBe(manifest['en/shell']);
  });
});
