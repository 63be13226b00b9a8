// Test-only: the pages' strings for renderView, with ui's common ones (confirmations, actions).
import common from '@tessera/ui/locales/en/common.json';
import commonFr from '@tessera/ui/locales/fr/common.json';
import { createTestI18n } from '@tessera/ui/testing';
import en from '../locales/en/showcase.json';
import fr from '../locales/fr/showcase.json';

/** An i18n instance in `language` with the showcase and common namespaces of both languages. */
export const showcaseI18n = (language: 'en' | 'fr' = 'en') =>
  createTestI18n(
    { en: { showcase: en, common }, fr: { showcase: fr, common: commonFr } },
    language,
  );
