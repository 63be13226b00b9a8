import { emailDomain } from '@tessera/api-client/schemas';
import type { DomainRoutes } from '../../server';
import { createEmailHandlers } from './handlers';

const emailCalls = emailDomain.endpoints;

export const emailRoutes: DomainRoutes = (route, { db }) => {
  const handlers = createEmailHandlers(db);
  route(emailCalls.list, handlers.list);
  route(emailCalls.get, handlers.get);
  route(emailCalls.paginate, handlers.paginate);
  route(emailCalls.update, handlers.update);
  route(emailCalls.updateLabel, handlers.updateLabel);
  route(emailCalls.send, handlers.send);
  route(emailCalls.saveDraft, handlers.saveDraft);
};
