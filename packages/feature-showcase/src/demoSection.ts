import { createElement, type ComponentType } from 'react';
import { templateSection, type FeatureRoute, type NavigationItem } from '@tessera/ui';

type PageModule = Promise<{ default: ComponentType }>;

/** A section's pages by slug, each loaded on its own when it is first opened. */
export type DemoPages<Slug extends string> = Record<Slug, () => PageModule>;

/**
 * A group of demo pages under one path (`/components/buttons`, `/components/tabs`…) and one
 * submenu of the Template section.
 */
export interface DemoSection<Slug extends string = string> {
  /** One word: the key of the section's menu title and of its pages' titles. */
  name: string;
  /** Where its pages live: `/components`. */
  path: string;
  icon: ComponentType;
  /** The pages, in menu order. */
  slugs: readonly Slug[];
  /**
   * The section's table of page loaders. It is a chunk of its own, so the route table that
   * every page ships carries only the slugs, and no demo counts against the apps' budgets.
   */
  loadPages: () => Promise<DemoPages<Slug>>;
  /** Pages shown without menu and navbar. */
  blank?: readonly Slug[];
}

export const demoPath = (section: DemoSection, slug: string) => `${section.path}/${slug}`;

/** A page's title key, also its menu entry's: `showcase:titles.components.buttons`. */
export const demoTitle = (section: DemoSection, slug: string) =>
  `showcase:titles.${section.name}.${slug}`;

export function demoRoutes(section: DemoSection): FeatureRoute[] {
  return section.slugs.map((slug) => ({
    path: demoPath(section, slug),
    load: () => section.loadPages().then((pages) => pages[slug]()),
    meta: {
      title: demoTitle(section, slug),
      search: { icon: section.icon },
      ...(section.blank?.includes(slug) ? { layout: 'blank' as const } : {}),
    },
  }));
}

/** The section's submenu, with one entry per page; a section without pages has none. */
export function demoNavigation(section: DemoSection): NavigationItem[] {
  if (!section.slugs.length) return [];
  return [
    {
      key: `showcase-${section.name}`,
      title: `showcase:nav.${section.name}`,
      icon: createElement(section.icon),
      section: templateSection,
      children: section.slugs.map((slug) => ({
        key: `showcase-${section.name}-${slug}`,
        title: demoTitle(section, slug),
        path: demoPath(section, slug),
      })),
    },
  ];
}
