import { endpoints } from '@tessera/api-client/schemas';
import { adminApp } from '../admin';
import { rolesData } from './handle';

/** The roles and their permission matrices: admins only; the handlers and the data load with the first call. */
export const rolesDomain = adminApp(
  endpoints.roles,
  () => import('./routes').then((module) => module.rolesRoutes),
  rolesData,
);
