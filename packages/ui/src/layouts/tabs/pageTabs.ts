// The page tabs' model: the bar is a list of addresses (path, query and hash), one per path, so
// that reopening a tab brings its page back as it was left (filters, page, open record).

/** A tab: the address of the page it keeps. */
export type PageTab = string;

/** The path of a tab's address: what names its page, and what a tab is deduplicated by. */
export function pathOf(tab: PageTab): string {
  return tab.split(/[?#]/)[0];
}

/** The bar after visiting `url`: its page's tab follows it where it stands, or a new tab ends the bar. */
export function openTab(tabs: readonly PageTab[], url: PageTab): PageTab[] {
  const index = tabs.findIndex((tab) => pathOf(tab) === pathOf(url));
  if (index < 0) return [...tabs, url];
  if (tabs[index] === url) return tabs as PageTab[];
  return tabs.map((tab, i) => (i === index ? url : tab));
}

/**
 * The bar without the tab of `path`, and where to go when that tab was the page shown
 * (`activePath`): the tab that takes its place, else the one before it.
 */
export function closeTab(
  tabs: readonly PageTab[],
  path: string,
  activePath: string,
): { tabs: PageTab[]; next?: PageTab } {
  const index = tabs.findIndex((tab) => pathOf(tab) === path);
  if (index < 0) return { tabs: [...tabs] };
  const rest = tabs.filter((_, i) => i !== index);
  if (path !== activePath) return { tabs: rest };
  return { tabs: rest, next: rest[index] ?? rest[index - 1] };
}

/** The bar with the tab of `fromPath` moved to where the tab of `toPath` stands. */
export function moveTab(tabs: readonly PageTab[], fromPath: string, toPath: string): PageTab[] {
  const from = tabs.findIndex((tab) => pathOf(tab) === fromPath);
  const to = tabs.findIndex((tab) => pathOf(tab) === toPath);
  if (from < 0 || to < 0 || from === to) return [...tabs];
  const moved = [...tabs];
  const [tab] = moved.splice(from, 1);
  moved.splice(to, 0, tab);
  return moved;
}

/** The tabs of pages the user may still open (`canOpen`): a page they lost the right to goes. */
export function allowedTabs(
  tabs: readonly PageTab[],
  canOpen: (path: string) => boolean,
): PageTab[] {
  return tabs.filter((tab) => canOpen(pathOf(tab)));
}

/** Where a user's bar is kept on this device. */
export const tabsStorageKey = (userId: string | number) => `pageTabs.${userId}`;

/** An address inside the app: a path of its own, never another site's (`//host`, `https:`). */
const isAppAddress = (value: unknown): value is PageTab =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** The user's stored bar; anything stored that is not a list of the app's addresses is ignored. */
export function readTabs(
  userId: string | number,
  storage: Storage | undefined = globalThis.localStorage,
): PageTab[] {
  const raw = storage?.getItem(tabsStorageKey(userId));
  if (!raw) return [];
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(stored)) return [];
  return stored.filter(isAppAddress).reduce<PageTab[]>(
    // One tab per path, the first kept.
    (tabs, tab) => (tabs.some((kept) => pathOf(kept) === pathOf(tab)) ? tabs : [...tabs, tab]),
    [],
  );
}

export function writeTabs(
  userId: string | number,
  tabs: readonly PageTab[],
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(tabsStorageKey(userId), JSON.stringify(tabs));
  } catch {
    // Storage full or refused: the bar still works for this visit.
  }
}
