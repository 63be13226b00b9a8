import { endpoints } from '@tessera/api-client/schemas';
import { lazyRoutes, requiring, type DomainRoutes } from '../../server';
import { authData } from '../auth/handle';
import { pagesData } from './handle';

const routes = lazyRoutes(
  [endpoints.pages],
  () => import('./routes').then((module) => module.pagesRoutes),
  [pagesData, authData],
);

/**
 * The content pages (FAQ, knowledge base, pricing, account settings, API keys, profile): every signed-in
 * account reads them (`read ACL`, clients too); the handlers and the data load with the first call.
 */
export const pagesDomain: DomainRoutes = (route, context) =>
  routes(requiring(route, { action: 'read', subject: 'ACL' }), context);
