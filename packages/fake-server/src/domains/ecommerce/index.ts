import { contractDomains } from '@tessera/api-client';
import { ecommerceSubject } from '@tessera/api-client/ecommerce';
import { lazyRoutes, type DomainRoutes, type Route } from '../../server';
import { ecommerceData } from './handle';

/**
 * The shop is for shoppers: admins (manage all) and client accounts (manage ECommerce) alike.
 * Reading needs `read ECommerce`, changing a cart or wishlist or ordering `manage ECommerce`.
 */
const shopperRoute =
  (route: Route): Route =>
  (declaration, handler, options) =>
    route(declaration, handler, {
      ...options,
      allow: {
        action: declaration.method === 'get' ? 'read' : 'manage',
        subject: ecommerceSubject,
      },
    });

/** The handlers and the data load with the first call. */
const routes = lazyRoutes(
  contractDomains.ecommerce.under,
  () => import('./routes').then((module) => module.ecommerceRoutes),
  [ecommerceData],
);

export const ecommerceDomain: DomainRoutes = (route, context) =>
  routes(shopperRoute(route), context);
