import type { DomainRoutes } from '../server';
import { authRoutes } from './auth/routes';
import { autocompleteRoutes } from './autocomplete/routes';
import { permissionsRoutes } from './permissions/routes';
import { rolesRoutes } from './roles/routes';
import { searchRoutes } from './search/routes';
import { usersRoutes } from './users/routes';

/** Every domain's routes. Adding a domain: write src/domains/<name>/routes.ts, add it here. */
export const domains: DomainRoutes[] = [
  authRoutes,
  searchRoutes,
  autocompleteRoutes,
  usersRoutes,
  permissionsRoutes,
  rolesRoutes,
];
