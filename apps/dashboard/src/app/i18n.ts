import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localeFiles } from 'virtual:tessera-locales';

export const languages = [
  { code: 'en', label: 'English' },
  { code: 'fr', label: 'Français' },
] as const;

const languageKey = 'language';
const fallbackLanguage = 'en';

/** The URL of a language's namespace: content-hashed, so a deploy never serves stale text. */
function translationsUrl(language: string, namespace: string): string {
  const url = localeFiles[`${language}/${namespace}`];
  if (!url) throw new Error(`No ${language} translations for the "${namespace}" namespace`);
  return url;
}

async function fetchTranslations(
  language: string,
  namespace: string,
): Promise<Record<string, unknown>> {
  const response = await fetch(translationsUrl(language, namespace));
  if (!response.ok) throw new Error(`${response.status} loading ${language}/${namespace}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/**
 * Loads a namespace from the file the build's manifest names (scripts/locales-plugin.ts emits
 * both). A few lines of fetch instead of i18next-http-backend, which would add ~5 KB gzip to the
 * first page.
 */
export const fetchBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    fetchTranslations(language, namespace).then(
      (resources) => callback(null, resources),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/** The language shown and the one it falls back to. */
function languagesOf(instance: i18n): string[] {
  const language = instance.language ?? (instance.options.lng as string);
  return language === fallbackLanguage ? [language] : [language, fallbackLanguage];
}

/**
 * Loads a namespace for the shown language, alongside a route's chunk (not one round trip after
 * it, as a suspending `useTranslation` would). It fetches the files itself rather than through
 * i18next's loader, which would wait for `common` at start and remember a failed file for good:
 * here a failure rejects (the route shows its error page) and the next visit tries again.
 * Listed in `ns` once loaded, the namespace also follows a change of language.
 */
export async function loadNamespace(instance: i18n, namespace: string): Promise<void> {
  await Promise.all(
    languagesOf(instance)
      .filter((language) => !instance.hasResourceBundle(language, namespace))
      .map(async (language) => {
        const translations = await fetchTranslations(language, namespace);
        instance.addResourceBundle(language, namespace, translations, true, false);
      }),
  );
  // Listed once it is there (listed earlier, i18next's start would fetch it a second time).
  const namespaces = instance.options.ns as string[];
  if (!namespaces.includes(namespace)) namespaces.push(namespace);
}

/**
 * i18next with translation files fetched from /locales/{lng}/{ns}.{hash}.json, one namespace a
 * package, plus the generated `shell` namespace (every feature's menu entries and titles).
 * Only `common` comes at start; a route's namespace comes with its chunk (loadNamespace), the
 * shell namespace with the signed-in layout. A first visit to /login thus fetches two files,
 * however many features there are.
 */
export function createI18n(): i18n {
  const stored = globalThis.localStorage?.getItem(languageKey);
  const instance = i18next.createInstance();
  instance.on('languageChanged', (lng) => {
    globalThis.localStorage?.setItem(languageKey, lng);
    // No document when the build renders a page ahead of time (src/prerender.tsx).
    if (globalThis.document) document.documentElement.lang = lng;
  });
  void instance
    .use(fetchBackend)
    .use(initReactI18next)
    .init({
      lng: languages.some((l) => l.code === stored) ? (stored as string) : 'en',
      fallbackLng: fallbackLanguage,
      supportedLngs: languages.map((l) => l.code),
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      showSupportNotice: false,
      react: { useSuspense: true },
    });
  return instance;
}
