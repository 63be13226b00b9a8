import { createTestI18n } from '@tessera/ui/testing';
import en from '../../locales/en/users.json';
import fr from '../../locales/fr/users.json';
// The shared namespace the list kit speaks (totals, "Confirm", "Cancel"). ui exports its
// locale files for tests (the app fetches them).
import commonEn from '@tessera/ui/locales/en/common.json';

/** A synchronous i18next with the package's own translations and the shared ones. */
export const testI18n = () =>
  createTestI18n({ en: { users: en, common: commonEn }, fr: { users: fr } });
export { en, fr };
