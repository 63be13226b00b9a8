import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import type { ReactElement } from 'react';

/** Renders a demo page as the shell would, with the showcase and common texts, in a language. */
export function renderDemo(element: ReactElement, language: 'en' | 'fr' = 'en') {
  const i18n = createTestI18n(featureResources('showcase'), language);
  return { ...renderView({ element, i18n }), i18n };
}
