import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { translationShape } from './index';

// One check over every package's translations (packages/*/locales/{lng}/{namespace}.json), so
// each new feature package is covered the day it lands.
const packagesFolder = join(__dirname, '../../..');
const languages = ['en', 'fr'];

const namespaces = readdirSync(packagesFolder).flatMap((name) => {
  const english = join(packagesFolder, name, 'locales', 'en');
  if (!existsSync(english)) return [];
  return readdirSync(english)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [`${name}/${file.replace(/\.json$/, '')}`, join(packagesFolder, name)]);
});

const read = (root: string, lng: string, namespace: string) =>
  JSON.parse(readFileSync(join(root, 'locales', lng, `${namespace}.json`), 'utf8')) as object;

describe('translations of every package', () => {
  it('finds the namespaces of the feature packages and of ui', () => {
    const found = namespaces.map(([name]) => name);
    expect(found).toEqual(expect.arrayContaining(['ui/common', 'feature-users/users']));
  });

  it.each(namespaces)(
    '%s has every English key in each language, same placeholders, no empty string',
    (name, root) => {
      const namespace = name.split('/')[1];
      const english = translationShape(read(root, 'en', namespace));
      expect(JSON.stringify(english)).not.toContain('<empty>');
      for (const lng of languages.slice(1)) {
        expect(translationShape(read(root, lng, namespace))).toEqual(english);
      }
    },
  );
});
