import { DashboardOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

const slugs = ['charts'] as const;
export type ChartDemo = (typeof slugs)[number];

/** The dashboards' charting library, showing each kind of chart in our theme. */
export const chartDemos: DemoSection<ChartDemo> = {
  name: 'charts',
  path: '/charts',
  icon: DashboardOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
