/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real backend's base URL; when set, the fake server stays off. */
  readonly VITE_API_URL?: string;
}

/** Written by scripts/locales-plugin.ts: where each language's namespace is served. */
declare module 'virtual:tessera-locales' {
  /** `'{lng}/{namespace}'` → `/locales/{lng}/{namespace}.{hash}.json`. */
  export const localeFiles: Record<string, string>;
}
