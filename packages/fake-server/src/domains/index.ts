import { requiring, type DomainRoutes } from '../server';
import { authRoutes } from './auth/routes';
import { autocompleteRoutes } from './autocomplete/routes';
import { emailRoutes } from './email/routes';
import { cardsRoutes } from './cards/routes';
import { invoiceRoutes } from './invoice/routes';
import { permissionsRoutes } from './permissions/routes';
import { rolesRoutes } from './roles/routes';
import { searchRoutes } from './search/routes';
import { usersRoutes } from './users/routes';

/** The back office's admin apps (users, roles, permissions, the cards, email, invoices) answer only who may manage all. */
const adminOnly =
  (routes: DomainRoutes): DomainRoutes =>
  (route, context) =>
    routes(requiring(route, { action: 'manage', subject: 'all' }), context);

/** Every domain's routes. Adding a domain: write src/domains/<name>/routes.ts, add it here. */
export const domains: DomainRoutes[] = [
  authRoutes,
  searchRoutes,
  autocompleteRoutes,
  adminOnly(cardsRoutes),
  adminOnly(usersRoutes),
  adminOnly(permissionsRoutes),
  adminOnly(rolesRoutes),
  adminOnly(emailRoutes),
  adminOnly(invoiceRoutes),
];
