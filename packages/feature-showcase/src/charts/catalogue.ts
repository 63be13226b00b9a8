import { DashboardOutlined } from '@ant-design/icons';
import type { DemoSection } from '../demoSection';

// No page yet: the section's submenu appears with its first page.
const slugs = [] as const;
export type ChartDemo = (typeof slugs)[number];

/** The dashboards' charting library, showing each kind of chart in our theme. */
export const chartDemos: DemoSection<ChartDemo> = {
  name: 'charts',
  path: '/charts',
  icon: DashboardOutlined,
  slugs,
  loadPages: () => import('./pages').then((module) => module.pages),
};
