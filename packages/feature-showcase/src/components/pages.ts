import type { DemoPages } from '../demoSection';
import type { ComponentDemo } from './catalogue';

export const pages: DemoPages<ComponentDemo> = {
  extras: () => import('./ExtrasDemo'),
};
