import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Feature } from '@tessera/ui';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;

const languageKey = 'language';

/**
 * Loads `/locales/{lng}/{ns}.json` (served and emitted by scripts/locales-plugin.ts). A few lines
 * of fetch instead of i18next-http-backend, which would add ~5 KB gzip to the first page.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetch(`/locales/${language}/${namespace}.json`)
      .then((response) => {
        if (!response.ok) throw new Error(`${response.status} loading ${language}/${namespace}`);
        return response.json() as Promise<Record<string, unknown>>;
      })
      .then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
  },
};

const featureNamespaces = (features: Feature[]) =>
  features.flatMap((feature) => (feature.namespace ? [feature.namespace] : []));

/**
 * The signed-in layout shows titles from every feature (menu, breadcrumbs, search, bookmarks):
 * the shell loads all their namespaces with the layout. Auth and misc pages never need them.
 */
export function loadFeatureNamespaces(instance: i18n, features: Feature[]): Promise<void> {
  return instance.loadNamespaces(featureNamespaces(features));
}

/**
 * i18next with translation files fetched from /locales/{lng}/{ns}.json, one namespace a package.
 * Only `common` comes at start; a page's own namespace comes with it (useTranslation suspends),
 * the others with the signed-in layout (loadFeatureNamespaces). A first visit to /login thus
 * fetches two files, however many features there are.
 */
export function createI18n(): i18n {
  const stored = globalThis.localStorage?.getItem(languageKey);
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    globalThis.localStorage?.setItem(languageKey, lng);
    document.documentElement.lang = lng;
  });
  void instance
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng: languages.some((l) => l.code === stored) ? (stored as string) : 'en',
      fallbackLng: 'en',
      supportedLngs: languages.map((l) => l.code),
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return instance;
}
