import { pageLinkPattern } from '@tessera/api-client/bookmarks';
import { z } from 'zod';
import { storedValue } from '../../server';

/** The bookmarked links outlive a page reload (the rest of the data starts from the seed). */
export const bookmarksStorageKey = 'tessera.fakeServer.bookmarks';

const bookmarks = storedValue(bookmarksStorageKey, z.array(z.string().regex(pageLinkPattern)));

/** The links bookmarked by an earlier visit, or null when there is none (or it is unreadable). */
export const loadBookmarkedLinks = (): string[] | null => bookmarks.load();

export const saveBookmarkedLinks = (links: readonly string[]): void => bookmarks.save([...links]);
