import { adminApp } from '../admin';
import { invoiceData } from './handle';

/** Invoices and their clients: admins only; the handlers and the data load with the first call. */
export const invoiceDomain = adminApp(
  'invoice',
  () => import('./routes').then((module) => module.invoiceRoutes),
  invoiceData,
);
