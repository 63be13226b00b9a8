/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** A real backend's base URL; when set, the fake server stays off. */
  readonly VITE_API_URL?: string;
}
