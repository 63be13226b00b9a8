import { HomeOutlined, TeamOutlined } from '@ant-design/icons';
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AccessProvider, defineFeature, FeaturesProvider } from '@tessera/ui';
import { adminRules, createTestI18n, testAccess } from '@tessera/ui/testing';
import { usePages } from './pages';

const view = async () => ({ default: () => null });
const app = defineFeature({
  id: 'app',
  routes: [
    {
      path: '/',
      load: view,
      meta: {
        title: 'app:titles.shop',
        search: { icon: HomeOutlined, title: 'app:titles.search.home' },
      },
    },
    {
      path: '/people',
      load: view,
      meta: { title: 'app:titles.people', search: { icon: TeamOutlined } },
    },
    { path: '/people/:id', load: view, meta: { title: 'app:titles.person' } },
    { path: '/report', load: view, meta: { title: 'app:titles.report' } },
    { path: '/print', load: view, meta: { title: 'app:titles.print', search: false } },
    { path: '/untitled', load: view },
    {
      path: '/access',
      load: view,
      meta: { title: 'app:titles.access', action: 'read', subject: 'ACL' },
    },
    { path: '*', load: view, meta: { title: 'app:titles.notFound', public: true } },
  ],
});

const titles = {
  shop: 'Shop',
  search: { home: 'Home' },
  people: 'People',
  person: 'A person',
  report: 'Report',
  print: 'Print',
  access: 'Access',
  notFound: 'Not found',
};

function pagesAs(rules: Parameters<typeof testAccess>[0], language = 'en') {
  const i18n = createTestI18n(
    {
      en: { shell: { app: { titles } } },
      fr: {
        shell: { app: { titles: { ...titles, search: { home: 'Accueil' }, people: 'Équipe' } } },
      },
    },
    language,
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <AccessProvider value={testAccess(rules)}>
        <FeaturesProvider features={[app]}>{children}</FeaturesProvider>
      </AccessProvider>
    </I18nextProvider>
  );
  return renderHook(() => usePages(), { wrapper }).result.current;
}

describe('usePages', () => {
  it('offers each titled route that names one page, in the order the features declare them', () => {
    const pages = pagesAs(adminRules);
    expect(pages.map(({ link, title }) => [link, title])).toEqual([
      ['/', 'Home'],
      ['/people', 'People'],
      ['/report', 'Report'],
      ['/access', 'Access'],
    ]);
    expect(pages[0].icon).toBe(HomeOutlined);
    expect(pages[1].icon).toBe(TeamOutlined);
    // A page without an icon of its own gets the plain page icon.
    expect(pages[2].icon).not.toBe(pages[1].icon);
  });

  it('leaves out the pages the user may not open', () => {
    const pages = pagesAs([{ action: 'read', subject: 'ACL' }]);
    expect(pages.map(({ link }) => link)).toEqual(['/access']);
  });

  it('titles the pages in the interface language', () => {
    const pages = pagesAs(adminRules, 'fr');
    expect(pages.slice(0, 2).map(({ title }) => title)).toEqual(['Accueil', 'Équipe']);
  });
});
