import { api, type SearchItem } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import en from '../../locales/en/search.json';
import fr from '../../locales/fr/search.json';
import { hasPageIcon } from './pageIcons';

setupFakeServer();

const serverPages = async (): Promise<SearchItem[]> => {
  await signIn();
  const { searchArr } = await api.search.list();
  return searchArr.flatMap((group) => (group.groupTitle === 'Pages' ? group.data : []));
};

describe('the pages the server lists', () => {
  it('each have an icon in the bundle', async () => {
    const missing = (await serverPages()).filter((page) => !hasPageIcon(page.icon));
    expect(missing.map((page) => `${page.target}: ${page.icon}`)).toEqual([]);
  });

  it('each have a title in English and in French', async () => {
    const pages = await serverPages();
    expect(pages.length).toBeGreaterThan(0);
    for (const titles of [en.pages, fr.pages] as Record<string, string>[]) {
      expect(pages.filter((page) => !titles[page.target]).map((page) => page.target)).toEqual([]);
    }
    // The English titles are the server's own.
    const english = en.pages as Record<string, string>;
    expect(pages.filter((page) => english[page.target] !== page.title)).toEqual([]);
  });
});
