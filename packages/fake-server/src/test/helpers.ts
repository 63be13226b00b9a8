// Shared by the fake server's contract tests and the features' view tests: start a server on
// api-client's `http`, sign in, make its next calls fail or wait, send raw requests, move the clock.
import type { AxiosAdapter, AxiosResponse, Method } from 'axios';
import {
  api,
  ApiError,
  clearSession,
  configureApi,
  http,
  saveSession,
  type Endpoint,
  type LoginInput,
} from '@tessera/api-client';
import {
  registerFakeServer,
  type Failure,
  type FakeServer,
  type FakeServerOptions,
  type HeldCall,
} from '../index';

export type { Failure, HeldCall } from '../index';

export const admin: LoginInput = { email: 'admin@demo.com', password: 'admin' };
export const client: LoginInput = { email: 'client@demo.com', password: 'client' };

// The requests on their way. `renderFeature(…).settled()` (@tessera/ui/testing) waits until there
// are none; it reads the count under this registered symbol, as ui may not import this package.
let inFlight = 0;
(globalThis as Record<symbol, unknown>)[Symbol.for('tessera.pendingRequests')] = () => inFlight;

/** Counts each request the server is sent, from its start to its answer (or failure). */
function countRequests(): () => void {
  const serve = http.defaults.adapter as AxiosAdapter;
  http.defaults.adapter = async (config) => {
    inFlight += 1;
    try {
      return await serve(config);
    } finally {
      inFlight -= 1;
    }
  };
  return () => {
    http.defaults.adapter = serve;
  };
}

// The running test's server (setupFakeServer), which failNext and hold plan on.
let server: FakeServer | undefined;

function current(): FakeServer {
  if (!server) throw new Error('setupFakeServer: no server outside a test');
  return server;
}

/**
 * Registers a fresh server before each test of the calling file, removed after it.
 * The session starts empty and onSessionExpired is a mock (no page to redirect here).
 * Every 2xx answer is parsed with its endpoint's output schema (`checkReplies`): an answer
 * outside the contract arrives as a 500 that names the mismatch, and fails the test.
 */
export function setupFakeServer(incoming: FakeServerOptions = {}) {
  const options: FakeServerOptions = { checkReplies: true, ...incoming };
  let onSessionExpired = jest.fn();
  let stopCounting = () => {};
  beforeEach(() => {
    clearSession();
    onSessionExpired = jest.fn();
    configureApi({ onSessionExpired });
    server = registerFakeServer(http, options);
    stopCounting = countRequests();
  });
  afterEach(() => {
    stopCounting();
    server?.restore();
    server = undefined;
  });

  return {
    server: current,
    /** Replaces this test's server with one built with other options. */
    restart: (other: FakeServerOptions): FakeServer => {
      stopCounting();
      current().restore();
      server = registerFakeServer(http, { ...options, ...other });
      stopCounting = countRequests();
      return server;
    },
    onSessionExpired: () => onSessionExpired,
  };
}

/**
 * The next call of `declaration` fails, and changes nothing; the calls after it are answered as
 * usual. `failNext(endpoints.invoice.list, { status: 500 })` (the body defaults to a
 * `{ message }`), `{ status: 400, body: { message, fieldErrors } }`, or `'network'` for no answer.
 * Plans last until the test ends.
 */
export function failNext<E extends Endpoint>(declaration: E, failure: Failure<E>): void {
  current().failNext(declaration, failure);
}

/**
 * The next call of `declaration` waits, before the server handles it, until the test decides:
 * `const held = hold(endpoints.users.update)`, then `await held.arrived`, then `held.release()`
 * (the server handles it now) or `held.fail({ status: 500 })`. A held call is a pending request:
 * `settled()` waits for it too, so release it first. One still held when the test ends gets no
 * answer.
 */
export function hold<E extends Endpoint>(declaration: E): HeldCall<E> {
  return current().hold(declaration);
}

/** Logs in and stores the session, as the app does. */
export async function signIn(credentials: LoginInput = admin) {
  const session = await api.auth.login(credentials);
  saveSession(session);
  return session;
}

export interface RawRequest {
  params?: Record<string, unknown>;
  data?: unknown;
  /** Sent as the bearer token (give it with no session stored, or the stored one wins). */
  token?: string;
}

/** Any status resolves: the test sees the exact status and body the server sent. */
export function raw<T = unknown>(
  method: Method,
  url: string,
  { params, data, token }: RawRequest = {},
): Promise<AxiosResponse<T>> {
  return http.request<T>({
    method,
    url,
    params,
    data,
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    validateStatus: () => true,
  });
}

/** The ApiError a call rejects with (fails the test if it resolves or throws anything else). */
export async function apiErrorOf(call: Promise<unknown>): Promise<ApiError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw new Error(`expected an ApiError, got ${String(error)}`);
  }
  throw new Error('expected the call to fail');
}

/**
 * Moves Date (and only Date) forward: token expiry reads the clock through it, while promises and
 * WebCrypto keep running for real.
 */
export function advanceClock(seconds: number): void {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    now: Date.now() + seconds * 1000,
  });
}

/** A deep copy, to compare the data before and after a refused request. */
export const snapshot = <T>(value: T): T => structuredClone(value);

/**
 * The body of a refused input, from its message: every 400 names its fields in `fieldErrors`
 * too. `refusal('id: is required')` is `{ message: 'id: is required', fieldErrors: { id:
 * 'is required' } }`.
 */
export function refusal(message: string) {
  const fieldErrors: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const [field = '', text = ''] = part.split(/: (.*)/s);
    fieldErrors[field] ??= text;
  }
  return { message, fieldErrors };
}

/**
 * `expectRefused(send, status, data)` for a domain: sends a request the server must refuse,
 * checks the answer, and checks that `dataOf()` (the domain's data) did not change. A 400
 * expected as `{ message }` must carry that message's `fieldErrors` too (see `refusal`).
 */
export function refusalCheck(dataOf: () => Promise<unknown>) {
  return async function expectRefused(
    send: () => Promise<AxiosResponse>,
    status: number,
    data: unknown,
  ): Promise<void> {
    const before = snapshot(await dataOf());
    const response = await send();
    const expected = status === 400 && isMessageOnly(data) ? refusal(data.message) : data;
    expect({ status: response.status, data: response.data }).toEqual({ status, data: expected });
    expect(await dataOf()).toEqual(before);
  };
}

/**
 * A domain's contract tests: a fresh server per test, signed in as the administrator;
 * `dataOf()` reads what the domain stores (through `read`) and `expectRefused` checks a refused
 * request changed none of it.
 */
export function setupDomainTests<T>(read: (server: FakeServer) => Promise<T>) {
  const setup = setupFakeServer();
  beforeEach(() => signIn());
  const dataOf = () => read(setup.server());
  return { ...setup, dataOf, expectRefused: refusalCheck(dataOf) };
}

function isMessageOnly(data: unknown): data is { message: string } {
  return (
    typeof data === 'object' &&
    data !== null &&
    Object.keys(data).length === 1 &&
    typeof (data as { message?: unknown }).message === 'string'
  );
}
