import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n, translationShape } from '../testing';
import { availableLanguages } from './navbar/LanguageSwitcher';

describe('common translations', () => {
  it('has every English key in French, with the same placeholders and no empty string', () => {
    expect(translationShape(fr)).toEqual(translationShape(en));
    expect(JSON.stringify(translationShape(en))).not.toContain('<empty>');
  });

  it('names every offered language', () => {
    const i18n = createTestI18n({ en: { common: en }, fr: { common: fr } });
    i18n.options.supportedLngs = ['en', 'fr', 'cimode'];
    expect(availableLanguages(i18n)).toEqual(['en', 'fr']);
    for (const code of availableLanguages(i18n)) expect(en.language).toHaveProperty(code);
  });
});
