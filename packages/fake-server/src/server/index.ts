// The fake server's building blocks, for the domains' handlers and their tests.
export { initialsAvatar, initials } from './avatar';
export type { DomainRoutes, ServerContext } from './context';
export { Db, type DbOptions } from './db';
export {
  HttpError,
  fieldsRefused,
  findById,
  forbidden,
  httpError,
  notFound,
  unauthorized,
} from './http-error';
export { queryList, type ListPage, type ListQueryOptions } from './list-query';
export { lazyData, type DataModule, type LazyData, type SeedContext } from './lazy-data';
export { lazyRoutes } from './lazy-routes';
export { createRandom, deriveSeed, type Random } from './random';
export {
  created,
  createRouter,
  isAllowed,
  ok,
  requiring,
  type Permission,
  type Method,
  type Reply,
  type Route,
  type RouteHandler,
  type RouterOptions,
  type Router,
  type RouteLater,
  type RegisterRoutes,
} from './router';
export {
  createTokenService,
  secretFromSeed,
  signJwt,
  type SignToken,
  type TokenPair,
  type TokenService,
  type TokenType,
} from './tokens';
export { fieldErrorsOf, formatZodError, issueMessage, parseInput } from './validation';
export { storedPerUser, storedValue, type StoredValue } from './stored';
