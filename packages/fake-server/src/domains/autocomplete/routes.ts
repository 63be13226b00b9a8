import { endpoints } from '@tessera/api-client/schemas';
import { ok, type DomainRoutes } from '../../server';
import { autocompleteData } from './handle';

export const autocompleteRoutes: DomainRoutes = (route, { db }) => {
  route(endpoints.autocomplete.list, async () => ok(await db.load(autocompleteData)));
};
