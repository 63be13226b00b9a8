import { adminApp } from '../admin';
import { rolesData } from './handle';

/** The roles and their permission matrices: admins only; the handlers and the data load with the first call. */
export const rolesDomain = adminApp(
  'roles',
  () => import('./routes').then((module) => module.rolesRoutes),
  rolesData,
);
