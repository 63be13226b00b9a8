import { createTestI18n } from '@tessera/ui/testing';
import en from '../../locales/en/permissions.json';
import fr from '../../locales/fr/permissions.json';
// The list kit speaks the shared namespace (totals, Confirm, Cancel). ui exports its
// locale files for tests; the app fetches them from /locales.
import commonEn from '@tessera/ui/locales/en/common.json';

/** A synchronous i18next with the package's translations and the shared ones. */
export const testI18n = () =>
  createTestI18n({ en: { permissions: en, common: commonEn }, fr: { permissions: fr } });
export { en, fr };
