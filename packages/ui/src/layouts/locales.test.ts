import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import { availableLanguages } from './navbar/LanguageSwitcher';

type Tree = { [key: string]: string | Tree };

/** `key.path → placeholders` of every string, so both languages can be compared. */
function flatten(tree: Tree, prefix = ''): Record<string, string[]> {
  return Object.entries(tree).reduce<Record<string, string[]>>((all, [key, value]) => {
    const path = prefix + key;
    if (typeof value !== 'string') return { ...all, ...flatten(value, `${path}.`) };
    return { ...all, [path]: (value.match(/{{\w+}}/g) ?? []).sort() };
  }, {});
}

describe('common translations', () => {
  it('has every English key in French, with the same placeholders', () => {
    expect(flatten(fr)).toEqual(flatten(en));
  });

  it('names every offered language', () => {
    const i18n = createTestI18n({ en: { common: en }, fr: { common: fr } });
    i18n.options.supportedLngs = ['en', 'fr', 'cimode'];
    expect(availableLanguages(i18n)).toEqual(['en', 'fr']);
    for (const code of availableLanguages(i18n)) expect(en.language).toHaveProperty(code);
  });
});
