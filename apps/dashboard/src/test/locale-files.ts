// Jest's stand-in for `virtual:tessera-locales` (written by scripts/locales-plugin.ts in Vite).
import { buildLocaleAssets } from '../../scripts/locales-plugin';

export const localeFiles = buildLocaleAssets(`${__dirname}/../../../../packages`).manifest;
