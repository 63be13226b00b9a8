import { adminApp } from '../admin';
import { usersData } from './handle';

/** The user directory: admins only; the handlers and the data load with the first call. */
export const usersDomain = adminApp(
  'users',
  () => import('./routes').then((module) => module.usersRoutes),
  usersData,
);
