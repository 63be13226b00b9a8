import { endpoints } from '@tessera/api-client/schemas';
import { adminApp } from '../admin';
import { datatablesData } from './handle';

/** The data tables: admins only; the handlers and the data load with the first call. */
export const datatablesDomain = adminApp(
  endpoints.datatables,
  () => import('./routes').then((module) => module.datatablesRoutes),
  datatablesData,
);
