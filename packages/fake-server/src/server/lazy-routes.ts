import type { Endpoint } from '@tessera/api-client';
import type { DomainRoutes } from './context';
import type { LazyData } from './lazy-data';
import type { Route, RouteHandler } from './router';

type AnyHandler = RouteHandler<Endpoint, number | null>;

/**
 * A domain whose handlers load with its first call, so that pages that never call it do not
 * carry them: `lazyRoutes([endpoints.users], () => import('./users/routes').then(…), [usersData])`.
 *
 * Every call of `groups` is routed at once (authentication, the caller's ability and the input
 * are checked as for any route); the first one imports the domain's routes together with its
 * `data` (in parallel, not one after the other) and each call then goes to its handler. The
 * domain's own routes take no options: what wraps this one (`requiring`) gives them.
 */
export function lazyRoutes(
  groups: readonly Record<string, Endpoint>[],
  load: () => Promise<DomainRoutes>,
  data: readonly LazyData<unknown>[] = [],
): DomainRoutes {
  return (route, context) => {
    let handlers: Promise<Map<Endpoint, AnyHandler>> | undefined;
    const loadHandlers = async () => {
      const [routes] = await Promise.all([load(), ...data.map((item) => context.db.load(item))]);
      const byDeclaration = new Map<Endpoint, AnyHandler>();
      const collect: Route = (declaration, handler, options) => {
        if (options) {
          throw new Error(`${declaration.path}: a lazily loaded domain's routes take no options`);
        }
        byDeclaration.set(declaration, handler as AnyHandler);
      };
      routes(collect, context);
      return byDeclaration;
    };
    const handlerOf = async (declaration: Endpoint) => {
      // A failed import (a chunk the network lost) is tried again on the next call.
      handlers ??= loadHandlers().catch((error: unknown) => {
        handlers = undefined;
        throw error;
      });
      const handler = (await handlers).get(declaration);
      if (!handler) {
        throw new Error(`${declaration.method.toUpperCase()} ${declaration.path} has no handler`);
      }
      return handler;
    };
    for (const group of groups) {
      for (const declaration of Object.values(group)) {
        route(declaration, async (request) => (await handlerOf(declaration))(request));
      }
    }
  };
}
