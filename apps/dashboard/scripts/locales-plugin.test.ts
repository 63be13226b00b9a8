import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { collectLocales } from './locales-plugin';

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
    expect([...collectLocales(dir).keys()].sort()).toEqual([
      'locales/en/common.json',
      'locales/en/users.json',
      'locales/fr/common.json',
    ]);
  });

  it('refuses two packages claiming one namespace', () => {
    const dir = packagesWith({ 'a/locales/en/x.json': '{}', 'b/locales/en/x.json': '{}' });
    expect(() => collectLocales(dir)).toThrow('locales/en/x.json');
  });
});
