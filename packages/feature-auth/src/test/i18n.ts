import { createTestI18n } from '@tessera/ui/testing';
import en from '../../locales/en/auth.json';
import fr from '../../locales/fr/auth.json';

/** A synchronous i18next with the package's own translation files. */
export const testI18n = () => createTestI18n({ en: { auth: en }, fr: { auth: fr } });
export { en, fr };
