import type { AxiosRequestConfig } from 'axios';
import type MockAdapter from 'axios-mock-adapter';
import type { z } from 'zod';
import { forbidden, HttpError, unauthorized } from './http-error';
import { compilePath, readBearerToken, readBody, readPathParams, readQuery } from './request';
import type { TokenService } from './tokens';
import { parseInput } from './validation';

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Reply {
  status: number;
  data?: unknown;
}

export const ok = (data: unknown): Reply => ({ status: 200, data });
export const created = (data: unknown): Reply => ({ status: 201, data });

export interface RouteRequest<Input, UserId> {
  /** The input, validated by the route's schema (undefined when the route has none). */
  input: Input;
  /** The signed-in user's id, from the access token; null on public routes. */
  userId: UserId;
}

export type RouteHandler<Input, UserId> = (
  request: RouteRequest<Input, UserId>,
) => Reply | Promise<Reply>;

export interface RouteOptions<S extends z.ZodType, Auth extends boolean> {
  /**
   * The contract's schema for the input: the query (GET, DELETE) or the JSON body (POST, PUT,
   * PATCH), with the path's :params added. A bad input is answered 400 naming the field.
   */
  input?: S;
  /** Whether a valid access token is required (default true): without one, 401. */
  auth?: Auth;
  /** What the caller must be allowed to do (their ability, SPEC §6): otherwise 403. */
  allow?: Permission;
}

/** One rule of an ability, as userData carries it: `{ action: 'manage', subject: 'all' }`. */
export interface Permission {
  action: string;
  subject: string;
}

/** CASL's reading of a rule list: `manage` is any action, `all` any subject. */
export function isAllowed(rules: readonly Permission[], wanted: Permission): boolean {
  return rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === wanted.action) &&
      (rule.subject === 'all' || rule.subject === wanted.subject),
  );
}

/** The same routes, each requiring `allow` of its caller. */
export function requiring(route: Route, allow: Permission): Route {
  return (method, path, handler, options) => route(method, path, handler, { ...options, allow });
}

/** Declares one endpoint. Routes match in the order they are declared. */
export type Route = <S extends z.ZodType = z.ZodUndefined, Auth extends boolean = true>(
  method: Method,
  path: string,
  handler: RouteHandler<z.output<S>, Auth extends false ? null : number>,
  options?: RouteOptions<S, Auth>,
) => void;

const bodyMethods: readonly Method[] = ['post', 'put', 'patch'];

/** The mock's request matcher for one method and URL pattern. */
function matchRequests(mock: MockAdapter, method: Method, url: RegExp) {
  switch (method) {
    case 'get':
      return mock.onGet(url);
    case 'post':
      return mock.onPost(url);
    case 'put':
      return mock.onPut(url);
    case 'patch':
      return mock.onPatch(url);
    case 'delete':
      return mock.onDelete(url);
  }
}

/** Everything a handler reads, before validation: query or body, plus path parameters. */
function rawInput(
  method: Method,
  config: AxiosRequestConfig,
  pathParams: Record<string, string>,
): unknown {
  if (!bodyMethods.includes(method)) return { ...readQuery(config), ...pathParams };
  const body = readBody(config);
  if (Object.keys(pathParams).length === 0) return body;
  return typeof body === 'object' && body !== null ? { ...body, ...pathParams } : { ...pathParams };
}

/**
 * A small route table on axios-mock-adapter. Each route authenticates, checks the caller's
 * ability (`rulesOf` the signed-in user), validates its input and runs its handler; whatever
 * happens, axios gets a reply, never an exception.
 */
export function createRouter(
  mock: MockAdapter,
  tokens: TokenService,
  rulesOf: (userId: number) => Promise<readonly Permission[]>,
): Route {
  async function authenticate(config: AxiosRequestConfig): Promise<number> {
    const token = readBearerToken(config);
    if (!token) throw unauthorized('Missing access token');
    const userId = await tokens.verify(token, 'access');
    if (userId === null) throw unauthorized('Invalid or expired access token');
    return userId;
  }

  async function authorize(userId: number, wanted: Permission): Promise<void> {
    if (!isAllowed(await rulesOf(userId), wanted)) {
      throw forbidden('You are not allowed to do this.');
    }
  }

  return (method, path, handler, options = {}) => {
    const compiled = compilePath(path);
    const requiresAuth = options.auth !== false;
    const rootName = bodyMethods.includes(method) ? 'body' : 'query';

    async function respond(config: AxiosRequestConfig): Promise<Reply> {
      try {
        const userId = requiresAuth ? await authenticate(config) : null;
        if (userId !== null && options.allow) await authorize(userId, options.allow);
        const raw = rawInput(method, config, readPathParams(compiled, config.url));
        const input = options.input ? parseInput(options.input, raw, rootName) : undefined;
        // The casts restate what the Route type promises: input matches the schema, and
        // userId is a number exactly when the route requires auth.
        return await handler({ input, userId } as Parameters<typeof handler>[0]);
      } catch (error) {
        if (error instanceof HttpError) return { status: error.status, data: error.body };
        console.error(`[fake-server] ${method.toUpperCase()} ${path} failed:`, error);
        return { status: 500, data: { message: 'Internal server error' } };
      }
    }

    matchRequests(mock, method, compiled.pattern).reply(async (config) => {
      // The mock records every request for its own tests; in a long session that only leaks.
      mock.resetHistory();
      const { status, data } = await respond(config);
      return [status, data];
    });
  };
}
