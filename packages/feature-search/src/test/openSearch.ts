import type { RouteMeta } from '@tessera/ui';
import { landmarks, renderFeature, type RenderFeatureOptions } from '@tessera/ui/testing';
import { searchFeature } from '../index';

const blankPublic: RouteMeta = { layout: 'blank', public: true };
const authTemplates = ['login', 'register', 'forgot-password', 'reset-password']
  .concat(['verify-email', 'two-steps'])
  .flatMap((name) => [`/pages/${name}-basic`, `/pages/${name}-cover`]);

/**
 * The pages of the search catalog as the app's features declare them (guarded as they are):
 * search and bookmarks offer only pages that exist. Each only says where the user landed.
 */
export const appPages = landmarks([
  '/',
  { path: '/access-control', meta: { action: 'read', subject: 'ACL' } },
  '/apps/user/list',
  '/apps/user/view',
  '/apps/roles',
  '/apps/permissions',
  '/apps/email',
  '/apps/invoice/list',
  '/apps/invoice/preview',
  '/apps/invoice/edit',
  '/apps/invoice/add',
  '/dashboard/analytics',
  '/cards/statistics',
  '/cards/analytics',
  '/cards/advanced',
  ...authTemplates.map((path) => ({ path, meta: blankPublic })),
  ...['coming-soon', 'not-authorized', 'maintenance', 'error'].map((name) => ({
    path: `/misc/${name}`,
    meta: blankPublic,
  })),
]);

/** How many pages of the catalog the app declares (every one in the catalog, today). */
export const appPagesCount = appPages.routes.length;

/** The navbar's search and bookmarks, on pages of the app (each says where the user landed). */
export const openSearch = (options: Omit<RenderFeatureOptions, 'navbar'> = {}, path = '/') =>
  renderFeature(searchFeature, path, { features: [appPages], ...options, navbar: true });
