import commonEn from '@tessera/ui/locales/en/common.json';
import commonFr from '@tessera/ui/locales/fr/common.json';
import { createTestI18n, renderView } from '@tessera/ui/testing';
import type { ReactNode } from 'react';
import en from '../locales/en/showcase.json';
import fr from '../locales/fr/showcase.json';

/**
 * Renders a demo page as the shell would, in English or French (with ui's common texts); `i18n`
 * is the page's instance, for a page that changes the language.
 */
export function renderDemo(element: ReactNode, language: 'en' | 'fr' = 'en') {
  const i18n = createTestI18n(
    { en: { showcase: en, common: commonEn }, fr: { showcase: fr, common: commonFr } },
    language,
  );
  return { ...renderView({ element, i18n }), i18n };
}

/** What the page copied: user-event keeps a clipboard of its own on the page. */
export const copied = () => navigator.clipboard.readText();
