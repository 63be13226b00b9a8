import { FileOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

// No page yet: the section's submenu appears with its first page.
const slugs = [] as const;
export type LayoutDemo = (typeof slugs)[number];

/** The layout settings, each shown on a page that restores the user's own choice when left. */
export const layoutDemos: DemoSection<LayoutDemo> = {
  name: 'layouts',
  path: '/page-layouts',
  icon: FileOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
