import { endpoints } from '@tessera/api-client/schemas';
import type { DomainRoutes } from '../../server';
import { createEmailHandlers } from './handlers';

export const emailRoutes: DomainRoutes = (route, { db }) => {
  const handlers = createEmailHandlers(db);
  route(endpoints.email.list, handlers.list);
  route(endpoints.email.get, handlers.get);
  route(endpoints.email.paginate, handlers.paginate);
  route(endpoints.email.update, handlers.update);
  route(endpoints.email.updateLabel, handlers.updateLabel);
  route(endpoints.email.send, handlers.send);
  route(endpoints.email.saveDraft, handlers.saveDraft);
};
