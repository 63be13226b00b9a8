import { BookOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

const slugs = ['typography', 'colors', 'icons'] as const;
export type UiDemo = (typeof slugs)[number];

/** The theme's foundations: typography, colours, icons. */
export const uiDemos: DemoSection<UiDemo> = {
  name: 'ui',
  path: '/ui',
  icon: BookOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
