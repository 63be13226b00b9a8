import type {
  BookmarksResponse,
  MainSearchResponse,
  ToggleBookmarkResponse,
} from '@tessera/api-client';
import { endpoints, searchGroupLimit } from '@tessera/api-client/schemas';
import { notFound, ok, type DomainRoutes } from '../../server';
import { searchData } from './handle';
import { suggestionCount } from './model';
import { saveBookmarkedLinks } from './stored-bookmarks';

export const searchRoutes: DomainRoutes = (route, { db }) => {
  route(endpoints.search.list, async () => {
    const { pages, files, contacts } = await db.load(searchData);
    const response: MainSearchResponse = {
      searchArr: [
        { groupTitle: 'Pages', searchLimit: searchGroupLimit, data: pages },
        { groupTitle: 'Files', searchLimit: searchGroupLimit, data: files },
        { groupTitle: 'Contacts', searchLimit: searchGroupLimit, data: contacts },
      ],
    };
    return ok(response);
  });

  route(endpoints.bookmarks.list, async () => {
    const { pages } = await db.load(searchData);
    const response: BookmarksResponse = {
      suggestions: pages.filter((page) => !page.isBookmarked).slice(0, suggestionCount),
      bookmarks: pages.filter((page) => page.isBookmarked),
    };
    return ok(response);
  });

  route(endpoints.bookmarks.toggle, async ({ input }) => {
    const { pages } = await db.load(searchData);
    const page = pages.find((candidate) => candidate.id === input.id);
    if (!page) throw notFound(`No page with id ${input.id}`);
    page.isBookmarked = !page.isBookmarked;
    saveBookmarkedLinks(pages);
    const response: ToggleBookmarkResponse = { item: page };
    return ok(response);
  });
};
