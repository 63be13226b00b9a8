import { adminApp } from '../admin';
import { permissionsData } from './handle';

/** The permissions page's list: admins only; the handlers and the data load with the first call. */
export const permissionsDomain = adminApp(
  'permissions',
  () => import('./routes').then((module) => module.permissionsRoutes),
  permissionsData,
);
