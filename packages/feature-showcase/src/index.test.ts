import { templateSection } from '@tessera/ui';
import { describeFeature } from '@tessera/ui/testing';
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

describeFeature(showcaseFeature, {
  routes: menu.flatMap((item) => (item.children ?? []).map((page) => page.path ?? '')),
  menu: menu.map((item) => ({
    title: item.title,
    section: templateSection,
    paths: (item.children ?? []).map((page) => page.path ?? ''),
  })),
});

describe('the showcase', () => {
  it('titles every page in English and French', () => {
    for (const route of showcaseFeature.routes) {
      const key = (route.meta?.title ?? '').replace('showcase:', '');
      expect([lookUp(en, key), lookUp(fr, key)]).toEqual([
        expect.stringMatching(/\S/),
        expect.stringMatching(/\S/),
      ]);
    }
  });

  it('titles each section of the menu in both languages', () => {
    expect(menu.length).toBeGreaterThan(0);
    for (const item of menu) {
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
