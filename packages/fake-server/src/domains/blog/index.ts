import type { Endpoint } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { lazyRoutes, type DomainRoutes, type Permission, type Route } from '../../server';
import { authData } from '../auth/handle';
import { blogData } from './handle';

const routes = lazyRoutes(
  [endpoints.blog],
  () => import('./routes').then((module) => module.blogRoutes),
  [blogData, authData],
);

const readers: Permission = { action: 'read', subject: 'ACL' };
const admins: Permission = { action: 'manage', subject: 'all' };
/** The editor's calls: only admins change what a post says. */
const editing: readonly Endpoint[] = [endpoints.blog.edit, endpoints.blog.saveEdit];

/**
 * The blog: every signed-in account reads it, comments and bookmarks (`read ACL`, clients too);
 * the editor is for admins. The handlers and the data load with the first call.
 */
export const blogDomain: DomainRoutes = (route, context) => {
  const guarded: Route = (declaration, handler, options) =>
    route(declaration, handler, {
      ...options,
      allow: editing.includes(declaration) ? admins : readers,
    });
  routes(guarded, context);
};
