import { CalendarOutlined } from '@ant-design/icons';
import type { FeatureRoute } from '@tessera/ui';
import { calendarPath } from './paths';

// No action/subject: the calendar app needs `manage all` (admins only), as its server domain does.
export const calendarRoutes: FeatureRoute[] = [
  {
    path: calendarPath,
    load: () => import('./views/CalendarPage'),
    meta: {
      title: 'calendar:titles.calendar',
      breadcrumb: [{ title: 'calendar:nav.calendar' }],
      search: { icon: CalendarOutlined },
    },
  },
];
