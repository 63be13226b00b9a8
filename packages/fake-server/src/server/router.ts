import type {
  Endpoint,
  EndpointParsedInput,
  EndpointReply,
  HttpMethod,
  PublicEndpoint,
} from '@tessera/api-client';
import { AxiosError, type AxiosRequestConfig, type InternalAxiosRequestConfig } from 'axios';
import type MockAdapter from 'axios-mock-adapter';
import { forbidden, HttpError, unauthorized } from './http-error';
import { defaultFailureBody, type AnswerFailure, type PlannedCalls } from './planned-calls';
import {
  compilePath,
  escapeRegExp,
  queryToInput,
  readBearerToken,
  readBody,
  readPathParams,
  readQuery,
} from './request';
import type { TokenService } from './tokens';
import { formatZodError, issueMessage, parseInput } from './validation';

export type Method = HttpMethod;

export interface Reply<Data = unknown> {
  status: number;
  data?: Data;
}

export const ok = <Data>(data: Data): Reply<Data> => ({ status: 200, data });
export const created = <Data>(data: Data): Reply<Data> => ({ status: 201, data });

export interface RouteRequest<Input, UserId> {
  /** The input, validated by the declaration's schema (undefined when it takes none). */
  input: Input;
  /** The signed-in user's id, from the access token; null on public routes. */
  userId: UserId;
}

/** A handler answers what the declaration's output schema describes: TypeScript checks it. */
export type RouteHandler<E extends Endpoint, UserId> = (
  request: RouteRequest<EndpointParsedInput<E>, UserId>,
) => Reply<EndpointReply<E>> | Promise<Reply<EndpointReply<E>>>;

export interface RouteOptions {
  /** What the caller must be allowed to do (their ability, SPEC §6): otherwise 403. */
  allow?: Permission;
  /**
   * A call that is no GET but changes no data (signing in, a new token): nothing to save after
   * it, so a visit that only signs in and reads never opens the storage.
   */
  readsOnly?: boolean;
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
  return (declaration, handler, options) => route(declaration, handler, { ...options, allow });
}

/**
 * Answers one call of the endpoint table: `route(endpoints.users.list, handler)`. The request
 * is validated with the declaration's input schema before the handler runs. Routes match in
 * the order they are declared. Whether the call needs a token is the declaration's (`auth:
 * false` in the contract), not the route's: the OpenAPI document reads the same word.
 */
export type Route = <E extends Endpoint>(
  declaration: E,
  handler: RouteHandler<E, E extends PublicEndpoint ? null : number>,
  options?: RouteOptions,
) => void;

export interface RouterOptions {
  /**
   * Parses every 2xx answer with the declaration's output schema (or its rejection) and turns
   * a mismatch into a 500 that names it. The contract tests switch it on.
   */
  checkReplies?: boolean;
  /** Extra latency of some calls' answers, by declared path (FakeServerOptions.slowCalls). */
  slowCalls?: Record<string, number>;
  /** The failures and holds the tests plan (FakeServer.failNext, FakeServer.hold). */
  planned?: PlannedCalls;
  /**
   * Runs the handler of every call that may change data (not a GET, not `readsOnly`), once its
   * caller is authenticated and its input valid: persistence saves what a successful one changed.
   */
  changing?: (handle: () => Promise<Reply>) => Promise<Reply>;
}

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

/**
 * Everything a handler reads, before validation: the JSON body, or the query read into the
 * schema's types (query text is the wire's business, not the contract's), plus path parameters.
 */
function rawInput(
  declaration: Endpoint,
  config: AxiosRequestConfig,
  pathParams: Record<string, string>,
): unknown {
  if (!bodyMethods.includes(declaration.method)) {
    return queryToInput(declaration.input, { ...readQuery(config), ...pathParams });
  }
  const body = readBody(config);
  if (Object.keys(pathParams).length === 0) return body;
  const withParams = queryToInput(declaration.input, pathParams);
  return typeof body === 'object' && body !== null ? { ...body, ...withParams } : withParams;
}

/** A planned failure's answer, or its rejection when it is no answer at all. */
function failureReply(failure: AnswerFailure, config: AxiosRequestConfig): [number, unknown] {
  if (failure === 'network') {
    // What axios rejects with when the server cannot be reached: no response.
    throw new AxiosError(
      'Network Error',
      AxiosError.ERR_NETWORK,
      config as InternalAxiosRequestConfig,
    );
  }
  return [failure.status, failure.body ?? defaultFailureBody(failure.status)];
}

/** The reply itself when it keeps the contract; a 500 naming the mismatch when it does not. */
function checkedReply(declaration: Endpoint, reply: Reply): Reply {
  if (reply.status < 200 || reply.status >= 300) return reply;
  const result = declaration.output.safeParse(reply.data, { error: issueMessage });
  if (result.success || declaration.rejection?.safeParse(reply.data).success) return reply;
  const mismatch = formatZodError(result.error, 'body');
  const where = `${declaration.method.toUpperCase()} ${declaration.path}`;
  console.error(`[fake-server] ${where} answered outside its output schema: ${mismatch}`);
  return { status: 500, data: { message: `Reply breaks the contract: ${mismatch}` } };
}

/** Registers a lazily loaded domain's routes (synchronously: they are in its module). */
export type RegisterRoutes = () => void;

/**
 * Routes every call under `under` (path prefixes, as the contract's lazyDomains lists them)
 * once `load` has brought the domain's handlers: `load` runs with the first such call, once.
 */
export type RouteLater = (under: readonly string[], load: () => Promise<RegisterRoutes>) => void;

export interface Router {
  route: Route;
  routeLater: RouteLater;
}

/** Matches a URL at or below a path prefix, with or without an origin, as compilePath does. */
function prefixPattern(prefix: string): RegExp {
  const source = escapeRegExp(prefix.replace(/^\/+/, ''));
  return new RegExp(`^(?:[a-z][a-z0-9+.-]*://[^/]+)?/?${source}(?:[/?#].*)?$`, 'i');
}

type Answer = (config: AxiosRequestConfig) => Promise<[number, unknown]>;

/** One routed call: its method, its URL pattern and how it is answered. */
interface Routed {
  method: Method;
  pattern: RegExp;
  answer: Answer;
}

/**
 * A small route table on axios-mock-adapter. Each route authenticates, checks the caller's
 * ability (`rulesOf` the signed-in user; null when that account no longer exists), validates
 * its input and runs its handler; whatever happens, axios gets a reply, never an exception.
 *
 * `route` answers a call from now on. `routeLater` takes a domain whose handlers (and with them
 * its schemas) load with its first call: the mock matches its path prefixes, and the first
 * request under them loads the domain, whose routes then answer it and every later one.
 */
export function createRouter(
  mock: MockAdapter,
  tokens: TokenService,
  rulesOf: (userId: number) => Promise<readonly Permission[] | null>,
  { checkReplies = false, slowCalls = {}, planned, changing }: RouterOptions = {},
): Router {
  async function authenticate(config: AxiosRequestConfig): Promise<number> {
    const token = readBearerToken(config);
    if (!token) throw unauthorized('Missing access token');
    const userId = await tokens.verify(token, 'access');
    if (userId === null) throw unauthorized('Invalid or expired access token');
    return userId;
  }

  async function authorize(userId: number, wanted: Permission | undefined): Promise<void> {
    const rules = await rulesOf(userId);
    // A valid token of a removed account is no session at all: 401, as for any other token.
    if (rules === null) throw unauthorized('This account no longer exists');
    if (wanted && !isAllowed(rules, wanted)) throw forbidden('You are not allowed to do this.');
  }

  /** Where routes go while a lazy domain registers them (the mock already matches them). */
  let registering: Routed[] | undefined;

  const route: Route = (declaration, handler, options = {}) => {
    const { method, path } = declaration;
    const compiled = compilePath(path);
    const requiresAuth = declaration.auth !== false;
    const rootName = bodyMethods.includes(method) ? 'body' : 'query';

    async function respond(config: AxiosRequestConfig): Promise<Reply> {
      try {
        const userId = requiresAuth ? await authenticate(config) : null;
        if (userId !== null) await authorize(userId, options.allow);
        const raw = rawInput(declaration, config, readPathParams(compiled, config.url));
        const input = declaration.input ? parseInput(declaration.input, raw, rootName) : undefined;
        // The casts restate what the Route type promises: input matches the schema, and
        // userId is a number exactly when the route requires auth.
        const handle = async () => handler({ input, userId } as Parameters<typeof handler>[0]);
        const mayChange = method !== 'get' && !options.readsOnly;
        const reply = await (mayChange && changing ? changing(handle) : handle());
        return checkReplies ? checkedReply(declaration, reply) : reply;
      } catch (error) {
        if (error instanceof HttpError) return { status: error.status, data: error.body };
        console.error(`[fake-server] ${method.toUpperCase()} ${path} failed:`, error);
        return { status: 500, data: { message: 'Internal server error' } };
      }
    }

    const lateBy = slowCalls[path] ?? 0;
    planned?.routed(declaration);
    const answer: Answer = async (config) => {
      // The mock records every request for its own tests; in a long session that only leaks.
      mock.resetHistory();
      // A planned failure stands for the server's: the handler does not run, nothing changes.
      const failure = await planned?.take(declaration);
      if (failure) return failureReply(failure, config);
      const { status, data } = await respond(config);
      if (lateBy > 0) await new Promise((resolve) => setTimeout(resolve, lateBy));
      return [status, data];
    };
    if (registering) registering.push({ method, pattern: compiled.pattern, answer });
    else matchRequests(mock, method, compiled.pattern).reply(answer);
  };

  const routeLater: RouteLater = (under, load) => {
    let routes: Promise<Routed[]> | undefined;
    const loadRoutes = async () => {
      const register = await load();
      const loaded: Routed[] = [];
      registering = loaded;
      try {
        register();
      } finally {
        registering = undefined;
      }
      return loaded;
    };
    const answerLater: Answer = async (config) => {
      const method = (config.method ?? 'get').toLowerCase();
      const url = config.url ?? '';
      let loaded: Routed[];
      try {
        // A failed import (a chunk the network lost) is tried again on the next call.
        routes ??= loadRoutes().catch((error: unknown) => {
          routes = undefined;
          throw error;
        });
        loaded = await routes;
      } catch (error) {
        console.error(`[fake-server] ${method.toUpperCase()} ${url} failed:`, error);
        return [500, { message: 'Internal server error' }];
      }
      const found = loaded.find((routed) => routed.method === method && routed.pattern.test(url));
      // A found route answers (or rejects, for a planned 'network' failure) as it would eagerly.
      if (found) return found.answer(config);
      return [404, { message: `No call answers ${method.toUpperCase()} ${url}` }];
    };
    planned?.routedUnder(under);
    for (const prefix of under) mock.onAny(prefixPattern(prefix)).reply(answerLater);
  };

  return { route, routeLater };
}
