import type { DemoPages } from '../demoSection';
import type { UiDemo } from './catalogue';

export const pages: DemoPages<UiDemo> = {
  typography: () => import('./TypographyDemo'),
  colors: () => import('./ColorsDemo'),
  icons: () => import('./IconsDemo'),
};
