import type {
  BookmarksResponse,
  MainSearchResponse,
  ToggleBookmarkResponse,
} from '@tessera/api-client';
import {
  bookmarksDomain,
  maxBookmarks,
  searchDomain,
  searchGroupLimit,
} from '@tessera/api-client/schemas';
import { fieldsRefused, ok, type DomainRoutes } from '../../server';
import { searchData } from './handle';
import { messages } from './model';
import { saveBookmarkedLinks } from './stored-bookmarks';

const bookmarksCalls = bookmarksDomain.endpoints;
const searchCalls = searchDomain.endpoints;

export const searchRoutes: DomainRoutes = (route, { db }) => {
  route(searchCalls.list, async () => {
    const { files, contacts } = await db.load(searchData);
    const response: MainSearchResponse = {
      searchArr: [
        { groupTitle: 'Files', searchLimit: searchGroupLimit, data: files },
        { groupTitle: 'Contacts', searchLimit: searchGroupLimit, data: contacts },
      ],
    };
    return ok(response);
  });

  route(bookmarksCalls.list, async () => {
    const { bookmarks } = await db.load(searchData);
    const response: BookmarksResponse = { bookmarks };
    return ok(response);
  });

  route(bookmarksCalls.toggle, async ({ input: { link } }) => {
    const data = await db.load(searchData);
    const isBookmarked = !data.bookmarks.includes(link);
    if (isBookmarked && data.bookmarks.length >= maxBookmarks) {
      throw fieldsRefused({ link: messages.tooManyBookmarks(maxBookmarks) });
    }
    data.bookmarks = isBookmarked
      ? [...data.bookmarks, link]
      : data.bookmarks.filter((bookmark) => bookmark !== link);
    saveBookmarkedLinks(data.bookmarks);
    const response: ToggleBookmarkResponse = { link, isBookmarked };
    return ok(response);
  });
};
