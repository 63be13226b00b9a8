import { EditOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

// No page yet: the section's submenu appears with its first page.
const slugs = [] as const;
export type FormDemo = (typeof slugs)[number];

/** Form elements, layouts, a wizard, validation and a repeater. */
export const formDemos: DemoSection<FormDemo> = {
  name: 'forms',
  path: '/forms',
  icon: EditOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
