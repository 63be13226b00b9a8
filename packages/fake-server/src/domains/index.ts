import { endpoints } from '@tessera/api-client/schemas';
import type { Endpoint } from '@tessera/api-client';
import { lazyRoutes, requiring, type DomainRoutes, type LazyData } from '../server';
import { authRoutes } from './auth/routes';
import { autocompleteRoutes } from './autocomplete/routes';
import { cardsRoutes } from './cards/routes';
import { emailData } from './email/handle';
import { invoiceData } from './invoice/handle';
import { permissionsData } from './permissions/handle';
import { rolesData } from './roles/handle';
import { searchRoutes } from './search/routes';
import { usersData } from './users/handle';

/** The back office's admin apps (users, roles, permissions, the cards, email, invoices) answer only who may manage all. */
const adminOnly =
  (routes: DomainRoutes): DomainRoutes =>
  (route, context) =>
    routes(requiring(route, { action: 'manage', subject: 'all' }), context);

/**
 * An admin app whose handlers load with its first call, together with its data (lazyRoutes).
 * The import stays written out at each use, so the bundler makes each app its own chunk.
 */
const adminApp = (
  group: Record<string, Endpoint>,
  load: () => Promise<DomainRoutes>,
  data: LazyData<unknown>,
): DomainRoutes => adminOnly(lazyRoutes([group], load, [data]));

/**
 * Every domain's routes. Adding a domain: write src/domains/<name>/routes.ts, add it here. The
 * domains the home page and the navbar call at once are loaded with the server; each app's
 * handlers load with its first call (lazyRoutes), with its data.
 */
export const domains: DomainRoutes[] = [
  authRoutes,
  searchRoutes,
  autocompleteRoutes,
  adminOnly(cardsRoutes),
  adminApp(
    endpoints.users,
    () => import('./users/routes').then((module) => module.usersRoutes),
    usersData,
  ),
  adminApp(
    endpoints.permissions,
    () => import('./permissions/routes').then((module) => module.permissionsRoutes),
    permissionsData,
  ),
  adminApp(
    endpoints.roles,
    () => import('./roles/routes').then((module) => module.rolesRoutes),
    rolesData,
  ),
  adminApp(
    endpoints.email,
    () => import('./email/routes').then((module) => module.emailRoutes),
    emailData,
  ),
  adminApp(
    endpoints.invoice,
    () => import('./invoice/routes').then((module) => module.invoiceRoutes),
    invoiceData,
  ),
];
