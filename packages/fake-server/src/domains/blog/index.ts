import { contractDomains } from '@tessera/api-client';
import { lazyRoutes, type DomainRoutes, type Route } from '../../server';
import { authData } from '../auth/handle';
import { blogData } from './handle';

const routes = lazyRoutes(
  contractDomains.blog.under,
  () => import('./routes').then((module) => module.blogRoutes),
  [blogData, authData],
);

/**
 * The blog: every signed-in account reads it, comments and bookmarks (`read ACL`, clients too);
 * the editor's routes ask more for themselves. The handlers and the data load with the first call.
 */
export const blogDomain: DomainRoutes = (route, context) => {
  const readers: Route = (declaration, handler, options) =>
    route(declaration, handler, { allow: { action: 'read', subject: 'ACL' }, ...options });
  routes(readers, context);
};
