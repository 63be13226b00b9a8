import type { DomainRoutes } from './context';
import type { LazyData } from './lazy-data';

/**
 * A domain whose handlers load with its first call, so that pages that never call it carry
 * neither them nor its schemas: `lazyRoutes(contractDomains.users.under, () =>
 * import('./routes').then((m) => m.usersRoutes), [usersData])`.
 *
 * The domain is routed by the path prefixes its calls live under (`under`: the contract lists
 * them in lazyDomains.ts). Its first call imports the routes together with their `data` (in parallel, not one
 * after the other); then that call and every later one go through the routes as usual:
 * authentication, the caller's ability, the input, the handler. What wraps this one
 * (`requiring`) applies to them too.
 */
export function lazyRoutes(
  under: readonly string[],
  load: () => Promise<DomainRoutes>,
  data: readonly LazyData<unknown>[] = [],
): DomainRoutes {
  return (route, context) => {
    context.routeLater(under, async () => {
      const [routes] = await Promise.all([load(), ...data.map((item) => context.db.load(item))]);
      return () => routes(route, context);
    });
  };
}
