import i18next, { type i18n } from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import type { Feature } from '@tessera/ui';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;

const languageKey = 'language';

/** i18next with translation files fetched from /locales/{lng}/{ns}.json, one namespace a package. */
export function createI18n(features: Feature[]): i18n {
  const namespaces = ['common', ...features.flatMap((f) => (f.namespace ? [f.namespace] : []))];
  const stored = globalThis.localStorage?.getItem(languageKey);
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    globalThis.localStorage?.setItem(languageKey, lng);
    document.documentElement.lang = lng;
  });
  void instance
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng: languages.some((l) => l.code === stored) ? (stored as string) : 'en',
      fallbackLng: 'en',
      supportedLngs: languages.map((l) => l.code),
      ns: namespaces,
      defaultNS: 'common',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return instance;
}
