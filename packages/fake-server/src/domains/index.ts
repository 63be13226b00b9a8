import type { DomainRoutes } from '../server';
import { adminOnly } from './admin';
import { authRoutes } from './auth/routes';
import { autocompleteDomain } from './autocomplete';
import { cardsRoutes } from './cards/routes';
import { blogDomain } from './blog';
import { calendarDomain } from './calendar';
import { chatDomain } from './chat';
import { ecommerceDomain } from './ecommerce';
import { emailDomain } from './email';
import { invoiceDomain } from './invoice';
import { pagesDomain } from './pages';
import { permissionsDomain } from './permissions';
import { rolesDomain } from './roles';
import { searchRoutes } from './search/routes';
import { datatablesDomain } from './datatables';
import { todoDomain } from './todo';
import { usersDomain } from './users';

/**
 * Every domain's routes. The domains the home page and the navbar call at once are loaded with
 * the server; an app's domain declares in its own index.ts how it loads (`adminApp`: its
 * handlers and its data with its first call), and is listed here by that one name.
 */
export const domains: DomainRoutes[] = [
  authRoutes,
  searchRoutes,
  autocompleteDomain,
  adminOnly(cardsRoutes),
  usersDomain,
  permissionsDomain,
  rolesDomain,
  chatDomain,
  emailDomain,
  invoiceDomain,
  todoDomain,
  ecommerceDomain,
  calendarDomain,
  pagesDomain,
  blogDomain,
  datatablesDomain,
];
