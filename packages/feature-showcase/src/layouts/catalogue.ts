import { FileOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

const slugs = ['collapsed-menu', 'layout-full', 'without-menu', 'empty', 'blank'] as const;
export type LayoutDemo = (typeof slugs)[number];

/** The layout settings, each shown on a page that restores the user's own choice when left. */
export const layoutDemos: DemoSection<LayoutDemo> = {
  name: 'layouts',
  path: '/page-layouts',
  icon: FileOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
  blank: ['blank'],
};
