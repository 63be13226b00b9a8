// The generated `shell` namespace: every feature's menu entries and page titles in one file per
// language, so the signed-in layout renders the whole menu and the breadcrumbs without loading
// every feature's namespace. The shell's Vite plugin (apps/dashboard/scripts/locales-plugin.ts)
// builds it from the `nav` and `titles` sections of each feature namespace.

export const shellNamespace = 'shell';

/** The top-level sections of a feature's namespace that the shell namespace copies. */
export const shellSections = ['nav', 'titles'] as const;

/**
 * Where a menu or title key (`users:nav.list`) lives in the shell namespace
 * (`shell:users.nav.list`). A `common` key, or one without a namespace, is left as it is.
 */
export function shellKey(key: string): string {
  const separator = key.indexOf(':');
  if (separator < 0) return key;
  const namespace = key.slice(0, separator);
  if (namespace === 'common') return key;
  return `${shellNamespace}:${namespace}.${key.slice(separator + 1)}`;
}

/** Whether a descriptor's key is one the shell namespace carries (`ns:nav.…`, `ns:titles.…`). */
export function isShellKey(key: string): boolean {
  const [namespace, path] = key.split(':');
  if (path === undefined) return false;
  if (namespace === 'common') return true;
  return shellSections.some((section) => path.startsWith(`${section}.`));
}
