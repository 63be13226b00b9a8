import { endpoints } from '@tessera/api-client/schemas';
import type { DomainRoutes } from '../../server';

export const emailRoutes: DomainRoutes = (route, { db }) => {
  // The handlers load with the first email call, so other apps' pages do not carry them.
  const handlers = () => import('./handlers').then((module) => module.createEmailHandlers(db));
  route(endpoints.email.list, async (request) => (await handlers()).list(request));
  route(endpoints.email.get, async (request) => (await handlers()).get(request));
  route(endpoints.email.paginate, async (request) => (await handlers()).paginate(request));
  route(endpoints.email.update, async (request) => (await handlers()).update(request));
  route(endpoints.email.updateLabel, async (request) => (await handlers()).updateLabel(request));
  route(endpoints.email.send, async (request) => (await handlers()).send(request));
  route(endpoints.email.saveDraft, async (request) => (await handlers()).saveDraft(request));
};
