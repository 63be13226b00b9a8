import { ExperimentOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

const slugs = [
  'buttons',
  'alerts',
  'avatars',
  'badges',
  'breadcrumbs',
  'carousel',
  'collapse',
  'dropdowns',
  'lists',
  'modals',
  'tabs',
  'pagination',
  'popovers',
  'progress',
  'spin',
  'steps',
  'timeline',
  'tooltips',
  'tags',
  'extras',
] as const;
export type ComponentDemo = (typeof slugs)[number];

/** antd's component families in our theme, one page each, working. */
export const componentDemos: DemoSection<ComponentDemo> = {
  name: 'components',
  path: '/components',
  icon: ExperimentOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
