import type { Db } from './db';
import type { Route } from './router';
import type { TokenService } from './tokens';

/** What every domain's routes share: the live data and the token service. */
export interface ServerContext {
  db: Db;
  tokens: TokenService;
}

/** A domain's routes: `export const searchRoutes: DomainRoutes = (route, { db }) => { route(...) }`. */
export type DomainRoutes = (route: Route, context: ServerContext) => void;
