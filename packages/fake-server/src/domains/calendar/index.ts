import { adminApp } from '../admin';
import { calendarData } from './handle';

/** The calendar app: admins only; the handlers and the data load with the first call. */
export const calendarDomain = adminApp(
  'calendar',
  () => import('./routes').then((module) => module.calendarRoutes),
  calendarData,
);
