import { adminApp } from '../admin';
import { datatablesData } from './handle';

/** The data tables: admins only; the handlers and the data load with the first call. */
export const datatablesDomain = adminApp(
  'datatables',
  () => import('./routes').then((module) => module.datatablesRoutes),
  datatablesData,
);
