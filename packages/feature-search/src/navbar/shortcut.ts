/** Ctrl+K, or ⌘+K on Apple keyboards, opens global search from anywhere. */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) &&
    !event.altKey &&
    !event.shiftKey &&
    event.key.toLowerCase() === 'k'
  );
}

/** How the shortcut is written for this keyboard. */
export function shortcutLabel(platform = globalThis.navigator?.platform ?? ''): string {
  return /Mac|iPhone|iPad|iPod/.test(platform) ? '⌘K' : 'Ctrl+K';
}
