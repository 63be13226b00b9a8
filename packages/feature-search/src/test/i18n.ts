import { createTestI18n } from '@tessera/ui/testing';
import en from '../../locales/en/search.json';
import fr from '../../locales/fr/search.json';

/** A synchronous i18next with the package's own translation files. */
export const testI18n = (lng = 'en') =>
  createTestI18n({ en: { search: en }, fr: { search: fr } }, lng);
export { en, fr };
