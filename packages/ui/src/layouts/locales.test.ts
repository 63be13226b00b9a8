import en from '../../locales/en/common.json';
import fr from '../../locales/fr/common.json';
import { createTestI18n } from '../testing';
import { availableLanguages } from '../shell/useLanguage';

// The shape of every namespace, common included, is checked in testing/translations.test.ts.
describe('common translations', () => {
  it('names every offered language', () => {
    const i18n = createTestI18n({ en: { common: en }, fr: { common: fr } });
    i18n.options.supportedLngs = ['en', 'fr', 'cimode'];
    expect(availableLanguages(i18n)).toEqual(['en', 'fr']);
    for (const code of availableLanguages(i18n)) expect(en.language).toHaveProperty(code);
  });
});
