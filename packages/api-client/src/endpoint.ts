import type { z } from 'zod';

// One call of the contract, declared once: its method, its path, the schema of what it takes
// and the schema of what it answers. The client functions, the fake server's routes and the
// contract tests all read the same declaration (see endpoints.ts). Zod appears here as types
// only, so this module costs the first page nothing.

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Endpoint<
  Input extends z.ZodType | undefined = z.ZodType | undefined,
  Output extends z.ZodType = z.ZodType,
  Rejection extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** OpenAPI style: '/api/things/{id}'; each {name} is filled from the input's field `name`. */
  path: string;
  /**
   * The query (get, delete) or JSON body (post, put, patch), path parameters included. Typed
   * values only: the fake server reads query text into them (server/request.ts), so the schema
   * stays describable in OpenAPI.
   */
  input: Input;
  /** The 2xx body. */
  output: Output;
  /** A 200 body that refuses the call (SPEC §8, register's clash): the client throws it. */
  rejection: Rejection;
  /**
   * `false` for a call anyone may make, with no bearer token (signing in, registering,
   * refreshing the session); left out, the call needs one and is answered 401 without it. The
   * fake server's router and the OpenAPI document both read it here.
   */
  auth?: false;
  /**
   * The body of a 400 other than the refused input's usual `{ message, fieldErrors }`, when the
   * call has one (signing in: SPEC §8's `{ error }`); the OpenAPI document lists both.
   */
  badRequest?: z.ZodType;
}

/** A call that needs no token: its declaration says `auth: false`. */
export type PublicEndpoint = Endpoint & { auth: false };

/**
 * Declares one call. Leave out `input` for a call that takes nothing, and say `auth: false` for
 * one that needs no token (the declaration's type keeps it, for the router's handler types).
 */
export function endpoint<
  Output extends z.ZodType,
  Input extends z.ZodType | undefined = undefined,
  Rejection extends z.ZodType | undefined = undefined,
  Auth extends false | undefined = undefined,
>(declaration: {
  method: HttpMethod;
  path: string;
  input?: Input;
  output: Output;
  rejection?: Rejection;
  auth?: Auth;
  badRequest?: z.ZodType;
}): Endpoint<Input, Output, Rejection> & (Auth extends false ? { auth: false } : unknown) {
  return declaration as Endpoint<Input, Output, Rejection> &
    (Auth extends false ? { auth: false } : unknown);
}

/** A table of calls grouped by domain: `{ users: { list: endpoint(…) } }`. */
export type EndpointTable = Record<string, Record<string, Endpoint>>;

/** What a caller sends: the input schema's input type (defaults optional), or nothing. */
export type EndpointInput<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.input<E['input']>
  : undefined;
/** What the server's handler reads: the input after validation and defaults. */
export type EndpointParsedInput<E extends Endpoint> = E['input'] extends z.ZodType
  ? z.output<E['input']>
  : undefined;
/** What the caller receives. */
export type EndpointOutput<E extends Endpoint> = z.output<E['output']>;
/** What the server may answer with 2xx: the output, or the declared rejection. */
export type EndpointReply<E extends Endpoint> =
  z.input<E['output']> | (E['rejection'] extends z.ZodType ? z.input<E['rejection']> : never);

/** The client function of one call: one input object (optional when every field is), or none. */
export type ClientFunction<E extends Endpoint> = E['input'] extends z.ZodType
  ? Record<string, never> extends EndpointInput<E>
    ? (input?: EndpointInput<E>) => Promise<EndpointOutput<E>>
    : (input: EndpointInput<E>) => Promise<EndpointOutput<E>>
  : () => Promise<EndpointOutput<E>>;

export type ApiOf<Table extends EndpointTable> = {
  readonly [Domain in keyof Table]: {
    readonly [Name in keyof Table[Domain]]: ClientFunction<Table[Domain][Name]>;
  };
};

const parameterPattern = /\{([^}]+)\}/g;

/** The names of a path's {parameters}, in order. */
export function pathParameterNames(path: string): string[] {
  return [...path.matchAll(parameterPattern)].map((match) => match[1] as string);
}

/**
 * Fills a path's {parameters} from the input and hands back the rest of it:
 * `('/api/users/{id}', { id: 3, tab: 'x' })` -> `['/api/users/3', { tab: 'x' }]`.
 */
export function fillPath(
  path: string,
  input: Record<string, unknown> = {},
): [url: string, rest: Record<string, unknown>] {
  const names = pathParameterNames(path);
  const url = path.replace(parameterPattern, (_, name: string) =>
    encodeURIComponent(String(input[name])),
  );
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !names.includes(key)));
  return [url, rest];
}
