import { contractDomains, type DomainName } from '@tessera/api-client';
import { lazyRoutes, requiring, type DomainRoutes, type LazyData } from '../server';

/** The back office's admin apps (users, roles, permissions, the cards, email, invoices) answer only who may manage all. */
export const adminOnly =
  (routes: DomainRoutes): DomainRoutes =>
  (route, context) =>
    routes(requiring(route, { action: 'manage', subject: 'all' }), context);

/**
 * An admin app whose handlers (and the contract's schemas they use) load with its first call,
 * together with its data (lazyRoutes):
 * `adminApp('things', () => import('./routes').then((m) => m.thingsRoutes), thingsData)` in the
 * app's domains/<name>/index.ts. The import stays written out there, so the bundler makes each
 * app its own chunk.
 */
export const adminApp = (
  domain: DomainName,
  load: () => Promise<DomainRoutes>,
  data: LazyData<unknown>,
): DomainRoutes => adminOnly(lazyRoutes(contractDomains[domain].under, load, [data]));
