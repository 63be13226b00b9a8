import type { Db } from './db';
import type { Route, RouteLater } from './router';
import type { TokenService } from './tokens';

/** What every domain's routes share: the live data, the token service, and lazy routing. */
export interface ServerContext {
  db: Db;
  tokens: TokenService;
  /** Routes a domain whose handlers load with its first call (lazyRoutes uses it). */
  routeLater: RouteLater;
}

/** A domain's routes: `export const searchRoutes: DomainRoutes = (route, { db }) => { route(...) }`. */
export type DomainRoutes = (route: Route, context: ServerContext) => void;
