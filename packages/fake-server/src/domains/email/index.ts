import { endpoints } from '@tessera/api-client/schemas';
import { adminApp } from '../admin';
import { emailData } from './handle';

/** The mailbox: admins only; the handlers and the data load with the first call. */
export const emailDomain = adminApp(
  endpoints.email,
  () => import('./routes').then((module) => module.emailRoutes),
  emailData,
);
