import { adminApp } from '../admin';
import { emailData } from './handle';

/** The mailbox: admins only; the handlers and the data load with the first call. */
export const emailDomain = adminApp(
  'email',
  () => import('./routes').then((module) => module.emailRoutes),
  emailData,
);
