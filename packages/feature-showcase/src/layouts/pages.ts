import type { DemoPages } from '../demoSection';
import type { LayoutDemo } from './catalogue';

export const pages: DemoPages<LayoutDemo> = {
  'collapsed-menu': () => import('./CollapsedMenuDemo'),
  'layout-full': () => import('./LayoutFullDemo'),
  'without-menu': () => import('./WithoutMenuDemo'),
  empty: () => import('./EmptyDemo'),
  blank: () => import('./BlankDemo'),
};
