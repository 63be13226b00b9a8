import { templateSection } from '@tessera/ui';
import { expectAdminOnlyRoutes, expectLazyServerStateFeature } from '@tessera/ui/testing';
import en from '../locales/en/showcase.json';
import fr from '../locales/fr/showcase.json';
import { demoNavigation, type DemoSection } from './demoSection';
import { showcaseFeature } from './index';

/** The text at a dotted key (`titles.components.extras`) of a translation file. */
const lookUp = (translations: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], translations);

const menu = showcaseFeature.navigation ?? [];
const menuPages = menu.flatMap((item) => item.children ?? []);

describe('showcaseFeature', () => {
  it('serves one admin page per menu entry, each titled in English and French', () => {
    expectAdminOnlyRoutes(
      showcaseFeature,
      menuPages.map((page) => page.path ?? ''),
      /^showcase:titles\./,
    );
    for (const route of showcaseFeature.routes) {
      const key = (route.meta?.title ?? '').replace('showcase:', '');
      expect([lookUp(en, key), lookUp(fr, key)]).toEqual([
        expect.stringMatching(/\S/),
        expect.stringMatching(/\S/),
      ]);
    }
  });

  it('puts each section in the Template section of the menu, titled in both languages', () => {
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) {
      expect(item.section).toBe(templateSection);
      const key = item.title.replace('showcase:', '');
      expect([lookUp(en, key), lookUp(fr, key)]).toEqual([
        expect.stringMatching(/\S/),
        expect.stringMatching(/\S/),
      ]);
    }
  });

  it('offers every page to global search', () => {
    for (const route of showcaseFeature.routes) expect(route.meta?.search).toBeTruthy();
  });

  it('loads each page lazily, and keeps no state of its own', async () => {
    await expectLazyServerStateFeature(showcaseFeature);
  });
});

describe('demoNavigation', () => {
  it('gives a section without pages no menu entry', () => {
    const empty: DemoSection = {
      name: 'empty',
      path: '/empty',
      icon: () => null,
      slugs: [],
      loadPages: async () => ({}),
    };
    expect(demoNavigation(empty)).toEqual([]);
  });
});
