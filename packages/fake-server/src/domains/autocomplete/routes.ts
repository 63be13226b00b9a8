import { autocompleteDomain } from '@tessera/api-client/schemas';
import { ok, type DomainRoutes } from '../../server';
import { autocompleteData } from './handle';

const autocompleteCalls = autocompleteDomain.endpoints;

export const autocompleteRoutes: DomainRoutes = (route, { db }) => {
  route(autocompleteCalls.list, async () => ok(await db.load(autocompleteData)));
};
