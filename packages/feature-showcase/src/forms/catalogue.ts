import { EditOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

const slugs = ['elements', 'layouts', 'wizard', 'validation', 'repeater', 'autocomplete'] as const;
export type FormDemo = (typeof slugs)[number];

/** Form elements, layouts, a wizard, validation, a repeater and an autocomplete. */
export const formDemos: DemoSection<FormDemo> = {
  name: 'forms',
  path: '/forms',
  icon: EditOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
