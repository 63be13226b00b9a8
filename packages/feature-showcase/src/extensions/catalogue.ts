import { ApiOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

const slugs = [
  'toasts',
  'confirm-dialogs',
  'sliders',
  'drag-and-drop',
  'tour',
  'clipboard',
  'i18n',
  'ratings',
  'upload',
  'tree',
  'context-menu',
] as const;
export type ExtensionDemo = (typeof slugs)[number];

/** What antd or a kept library adds beyond the basic components. */
export const extensionDemos: DemoSection<ExtensionDemo> = {
  name: 'extensions',
  path: '/extensions',
  icon: ApiOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
