import { autocompleteDomain } from '@tessera/api-client/schemas';
import { ok, type DomainRoutes } from '../../server';
import { autocompleteData } from './handle';

const autocompleteCalls = autocompleteDomain.endpoints;

export const autocompleteRoutes: DomainRoutes = (route, { db }) => {
  route(autocompleteCalls.list, async ({ input }) => {
    const needle = input.q.toLowerCase();
    const items = (await db.load(autocompleteData))
      .filter((item) => item.title.toLowerCase().includes(needle))
      .sort((a, b) => a.rank - b.rank);
    return ok(items);
  });
};
