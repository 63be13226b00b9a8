import { pageLinkPattern } from '@tessera/api-client/bookmarks';

/**
 * In a browser the bookmarks outlive a page reload, as a real server's would: the fake server
 * keeps the bookmarked links in localStorage (the rest of its data starts from the seed on every
 * load). Outside a browser (the Node contract tests) they live in memory only.
 */
export const bookmarksStorageKey = 'tessera.fakeServer.bookmarks';

function browserStorage(): Storage | null {
  return typeof localStorage === 'undefined' ? null : localStorage;
}

/** The links bookmarked by an earlier visit, or null when there is none (or it is unreadable). */
export function loadBookmarkedLinks(): string[] | null {
  const stored = browserStorage()?.getItem(bookmarksStorageKey);
  if (!stored) return null;
  try {
    const links: unknown = JSON.parse(stored);
    const valid =
      Array.isArray(links) &&
      links.every((link) => typeof link === 'string' && pageLinkPattern.test(link));
    return valid ? links : null;
  } catch {
    // A hand-edited value must not break the server: start from the seed's bookmarks.
    return null;
  }
}

export function saveBookmarkedLinks(links: readonly string[]): void {
  browserStorage()?.setItem(bookmarksStorageKey, JSON.stringify(links));
}
