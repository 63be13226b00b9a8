import type { i18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The languages the i18n instance offers (its `supportedLngs`, else its inline resources). */
export function availableLanguages(instance: i18n): string[] {
  const supported = instance.options.supportedLngs;
  const codes = Array.isArray(supported)
    ? supported
    : Object.keys(instance.options.resources ?? {});
  // `cimode` is i18next's key-display mode for developers, not a language.
  return codes.filter((code) => code !== 'cimode');
}

export interface LanguageChoice {
  /** The interface language in use: `en`, `fr`. */
  current: string;
  /** Every language offered, in the i18n instance's order. */
  languages: string[];
  /** Switches the whole interface (the app keeps the choice for the next visit). */
  change: (code: string) => Promise<void>;
}

/**
 * The interface language and the way to change it: the navbar's picker and any page that
 * offers the choice go through this one hook, so they always agree.
 */
export function useLanguage(): LanguageChoice {
  const { i18n } = useTranslation();
  const change = useCallback(
    async (code: string) => {
      await i18n.changeLanguage(code);
    },
    [i18n],
  );
  return {
    current: i18n.resolvedLanguage ?? i18n.language,
    languages: availableLanguages(i18n),
    change,
  };
}
