import { canAccess, type AppAbility } from '../../access/access';
import {
  templateSection,
  type Feature,
  type NavigationItem,
  type NavbarSlot,
} from '../../feature/types';

/**
 * The items this ability may see. A leaf needs its own action/subject (none means `manage all`,
 * as for routes). A parent is shown when at least one child is, and, if it names an
 * action/subject itself, when that is allowed too: a parent whose children are all hidden goes.
 */
export function filterNavigation(items: NavigationItem[], ability: AppAbility): NavigationItem[] {
  return items.flatMap((item) => {
    if (!item.children?.length) return canAccess(ability, item) ? [item] : [];
    const children = filterNavigation(item.children, ability);
    const namesOwnRule = item.action !== undefined || item.subject !== undefined;
    const visible = children.length > 0 && (!namesOwnRule || canAccess(ability, item));
    return visible ? [{ ...item, children }] : [];
  });
}

/** The items outside a section (the customizer's hidden Template section). */
export function withoutSection(items: NavigationItem[], section: string): NavigationItem[] {
  return items.filter((item) => item.section !== section);
}

export interface NavigationSection {
  /** i18n key of the section title; undefined for items outside any section. */
  section?: string;
  items: NavigationItem[];
}

/**
 * Groups top-level items by `section`, sections in the order they first appear, except the
 * Template section: the demo pages come after the team's own apps, whatever the feature order.
 */
export function groupBySection(items: NavigationItem[]): NavigationSection[] {
  const sections: NavigationSection[] = [];
  for (const item of items) {
    const existing = sections.find((s) => s.section === item.section);
    if (existing) existing.items.push(item);
    else sections.push({ section: item.section, items: [item] });
  }
  const isTemplate = (s: NavigationSection) => s.section === templateSection;
  return [...sections.filter((s) => !isTemplate(s)), ...sections.filter(isTemplate)];
}

function matchLength(path: string | undefined, pathname: string): number {
  if (!path) return -1;
  if (path === pathname) return path.length + 1;
  // `/apps/user` also owns `/apps/user/view/3`; `/` only matches itself.
  const prefix = path.endsWith('/') ? path : `${path}/`;
  return path !== '/' && pathname.startsWith(prefix) ? path.length : -1;
}

/**
 * Keys from the top-level item down to the item that best matches `pathname` (exact match first,
 * else the longest path prefix), or [] when none does. The last key is the selected item, the
 * others are the submenus to open.
 */
export function findActiveTrail(items: NavigationItem[], pathname: string): string[] {
  let best: { trail: string[]; score: number } = { trail: [], score: -1 };
  const visit = (list: NavigationItem[], ancestors: string[]) => {
    for (const item of list) {
      const trail = [...ancestors, item.key];
      const score = matchLength(item.path, pathname);
      if (score > best.score) best = { trail, score };
      if (item.children) visit(item.children, trail);
    }
  };
  visit(items, []);
  return best.trail;
}

/** Every feature's menu entries, in feature order. */
export function collectNavigation(features: Feature[]): NavigationItem[] {
  return features.flatMap((feature) => feature.navigation ?? []);
}

/** Every feature's navbar components, split by placement and sorted by `order` (stable). */
export function collectNavbarSlots(
  features: Feature[],
): Record<NavbarSlot['placement'], NavbarSlot[]> {
  const slots = features
    .flatMap((feature) => feature.navbar ?? [])
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    start: slots.filter((slot) => slot.placement === 'start'),
    end: slots.filter((slot) => slot.placement === 'end'),
  };
}
