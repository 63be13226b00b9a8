import type { DemoPages } from '../demoSection';
import type { ChartDemo } from './catalogue';

export const pages: DemoPages<ChartDemo> = {
  charts: () => import('./ChartsDemo'),
};
