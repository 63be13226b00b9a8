import { adminApp } from '../admin';
import { autocompleteData } from './handle';

/** The autocomplete sample: admins only (its page is a template demo); loads with its first call. */
export const autocompleteDomain = adminApp(
  'autocomplete',
  () => import('./routes').then((module) => module.autocompleteRoutes),
  autocompleteData,
);
