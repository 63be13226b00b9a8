import { adminApp } from '../admin';
import { thingsData } from './handle';

/** The things app: admins only; the handlers and the data load with the first call. */
export const thingsDomain = adminApp(
  'things',
  () => import('./routes').then((module) => module.thingsRoutes),
  thingsData,
);
