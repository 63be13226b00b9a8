/**
 * The production build writes antd's styles at build time (scripts/antd-css-plugin.ts): the
 * first page's in a stylesheet linked from index.html, the others' in one that index.html only
 * names, in `<meta name="tessera-antd-css">`. Without that tag (the dev server, tests) antd
 * injects its styles at runtime.
 */
const metaSelector = 'meta[name="tessera-antd-css"]';

export function hasStaticAntdStyles(): boolean {
  return document.querySelector(metaSelector) !== null;
}

let loaded: Promise<void> | undefined;

/**
 * Loads the stylesheet of the components beyond the first page, once; resolves when it applies
 * (or fails: a page with unstyled parts beats no page).
 */
export function loadAntdStylesheet(): Promise<void> {
  const meta = document.querySelector<HTMLMetaElement>(metaSelector);
  if (!meta) return Promise.resolve();
  loaded ??= new Promise<void>((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = meta.content;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    // Right after the first-page sheet and before the app's own CSS, which overrides antd's.
    meta.after(link);
  });
  return loaded;
}
