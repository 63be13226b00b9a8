import { CalendarOutlined } from '@ant-design/icons';
import { createElement } from 'react';
import { defineFeature } from '@tessera/ui';
import { calendarPath } from './paths';
import { calendarRoutes } from './routes';

/**
 * The calendar app: FullCalendar's month, week, day and list views over the events of the
 * categories checked, with a drawer to add, change and delete one. Admins only. Only this
 * descriptor ships with the first page; the page, FullCalendar and the server state (`./api`)
 * load with the route. No slice and no saga: the app has no workflow of its own.
 */
export const calendarFeature = defineFeature({
  id: 'calendar',
  namespace: 'calendar',
  routes: calendarRoutes,
  navigation: [
    {
      key: 'calendar',
      title: 'calendar:nav.calendar',
      icon: createElement(CalendarOutlined),
      section: 'common:section.apps',
      path: calendarPath,
    },
  ],
});
