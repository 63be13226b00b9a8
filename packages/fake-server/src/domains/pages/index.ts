import { contractDomains, isUnder } from '@tessera/api-client';
import { lazyRoutes, requiring, type DomainRoutes } from '../../server';
import { authData } from '../auth/handle';
import { pagesData, profileData } from './handle';

// The profile's handlers and data load with its own first call: the other pages do not carry them.
const profilePath = '/profile';
const otherPaths = contractDomains.pages.under.filter((path) => !isUnder(path, profilePath));

const pageRoutes = lazyRoutes(
  otherPaths,
  () => import('./routes').then((module) => module.pagesRoutes),
  [pagesData, authData],
);
const profileRoutes = lazyRoutes(
  [profilePath],
  () => import('./profile-routes').then((module) => module.profileRoutes),
  [profileData, authData],
);

/**
 * The content pages (FAQ, knowledge base, pricing, account settings, API keys, profile): every signed-in
 * account reads them (`read ACL`, clients too); the handlers and the data load with the first call.
 */
export const pagesDomain: DomainRoutes = (route, context) => {
  const allowed = requiring(route, { action: 'read', subject: 'ACL' });
  pageRoutes(allowed, context);
  profileRoutes(allowed, context);
};
