import { domainAt, type Endpoint } from '@tessera/api-client';
import type { AxiosInstance } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { domains } from './domains';
import { authData } from './domains/auth/handle';
import { deferPersistence } from './server/deferred-persistence';
import type { StorageProblem } from './server/persistence';
import { PlannedCalls, type Failure, type HeldCall } from './server/planned-calls';
import {
  createRouter,
  createTokenService,
  Db,
  secretFromSeed,
  type ServerContext,
  type SignToken,
} from './server';

export interface FakeServerOptions {
  /** Simulated latency of every answer, in ms (default 0). */
  delayMs?: number;
  /** Seed of the sample-data generators: the same seed, the same data. */
  seed?: number;
  /** Multiplies generated record counts (default 1). */
  scale?: number;
  /** Lifetime of access and refresh tokens, in seconds (default 600, SPEC §9). */
  tokenTtlSeconds?: number;
  /**
   * Lifetime of refresh tokens only, when a test needs it to differ (default: tokenTtlSeconds):
   * a short access and a long refresh lifetime show the refresh-and-replay path in a browser.
   */
  refreshTokenTtlSeconds?: number;
  /** Replaces token signing; tests use it to make signing fail. */
  signToken?: SignToken;
  /**
   * Parses every 2xx answer with its endpoint's output schema; a mismatch answers 500 naming
   * it. On in the contract tests (setupFakeServer), off by default.
   */
  checkReplies?: boolean;
  /**
   * Paths of calls (as declared, e.g. '/card/card-analytics/goal-overview') answered once with
   * a 500 before they work again: the browser tests of a screen's error state and its retry
   * (the server runs in the page, where no network route can fail it). Tests in jest plan
   * failures with `failNext` instead.
   */
  failOnce?: string[];
  /**
   * Paths of calls (as declared) whose answers, worked out when asked, arrive this many ms
   * later than the others: a browser test holds one answer back (with Playwright's clock, as
   * long as it likes) while the user goes on, say signs out.
   */
  slowCalls?: Record<string, number>;
  /**
   * Keeps the data in IndexedDB, so that it outlives a reload (what was saved under another
   * seed, scale or data shape is ignored), and shares each change with the server of every
   * other tab (default off; the demo turns it on). IndexedDB's code loads only once there is
   * something to keep or to read back: a visit that signs in and reads costs nothing.
   */
  persist?: boolean;
  /** With persist: another tab changed the data or reset it, so what this tab shows is stale. */
  onDataChanged?: () => void;
  /**
   * With persist: the storage is refused or full, so the data lives in this page only from
   * now on (nothing is lost until it is left). Told once.
   */
  onStorageProblem?: (problem: StorageProblem) => void;
}

/**
 * The shape of the data the domains keep: a snapshot saved with another one is ignored. Raise
 * it when a domain's data changes shape.
 */
export const dataVersion = 1;

export interface FakeServer {
  /** The live in-memory data: `await db.load(someDomainData)`. */
  db: Db;
  /** Back to the seed: every domain's data is rebuilt on next use. */
  reset(): void;
  /**
   * Back to the seed everywhere: this server's data, what persist saved, and the servers of
   * the other tabs (which are told, as of any change).
   */
  resetData(): Promise<void>;
  /** With persist: resolves once every save asked for so far is done (a change answers after its own). */
  saved(): Promise<void>;
  /**
   * The next call of `declaration` is answered with `failure` (`{ status, body? }`, or
   * `'network'` for no answer) and changes nothing; the calls after it are answered as usual.
   */
  failNext<E extends Endpoint>(declaration: E, failure: Failure<E>): void;
  /**
   * The next call of `declaration` waits before its handler until the test calls `release()`
   * (the server handles it then) or `fail(failure)`; `await held.arrived` waits for the call.
   */
  hold<E extends Endpoint>(declaration: E): HeldCall<E>;
  /**
   * Takes the fake server off the axios instance (its original adapter comes back). Planned
   * failures are dropped, and a call still held ends with no answer.
   */
  restore(): void;
}

export const defaultSeed = 20261122;

function positive(name: string, value: number): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a positive number`);
  }
  return value;
}

/** Answers the contract's calls on `instance`; any other request goes to the network. */
export function registerFakeServer(
  instance: AxiosInstance,
  options: FakeServerOptions = {},
): FakeServer {
  const {
    delayMs = 0,
    seed = defaultSeed,
    scale = 1,
    tokenTtlSeconds = 600,
    refreshTokenTtlSeconds = tokenTtlSeconds,
    signToken,
    checkReplies = false,
    failOnce = [],
    slowCalls = {},
    persist = false,
    onDataChanged,
    onStorageProblem,
  } = options;
  const db = new Db({
    seed,
    scale: positive('scale', scale),
    stored: persist ? async (name): Promise<unknown> => persistence?.read(name) : undefined,
  });
  const version = `${dataVersion}:${seed}:${scale}`;
  const persistence = persist
    ? deferPersistence(db, { version, onDataChanged, onStorageProblem })
    : null;
  const tokens = createTokenService({
    ttlSeconds: positive('tokenTtlSeconds', tokenTtlSeconds),
    refreshTtlSeconds: positive('refreshTokenTtlSeconds', refreshTokenTtlSeconds),
    secret: secretFromSeed(seed),
    sign: signToken,
  });
  const mock = new MockAdapter(instance, { delayResponse: delayMs });
  const planned = new PlannedCalls();
  // A caller's ability is the one their account holds now (it travels in userData too); null
  // when the account is gone, which the router answers 401.
  const rulesOf = async (userId: number) =>
    (await db.load(authData)).users.find((user) => user.id === userId)?.ability ?? null;
  const { route, routeLater } = createRouter(mock, tokens, rulesOf, {
    checkReplies,
    slowCalls,
    planned,
    // A change that succeeded is saved.
    changing: persistence?.change,
  });
  const context: ServerContext = { db, tokens, routeLater };
  for (const registerRoutes of domains) registerRoutes(route, context);
  mock.onAny().passThrough();
  planned.failFirstAt(failOnce.map(checkedPath));

  return {
    db: context.db,
    reset: () => context.db.reset(),
    resetData: async () => {
      await persistence?.clear();
      db.reset();
    },
    saved: async () => {
      await persistence?.saved();
    },
    failNext: (declaration, failure) => planned.failNext(declaration, failure),
    hold: (declaration) => planned.hold(declaration),
    restore: () => {
      planned.clear();
      persistence?.close();
      mock.restore();
    },
  };
}

/** A path the contract declares calls under, for failOnce (a typo would fail nothing). */
function checkedPath(path: string): string {
  if (!domainAt(path)) throw new Error(`failOnce: no call is declared at ${path}`);
  return path;
}

export type { Db } from './server';
export type { ErrorBody, Failure, FailureBody, HeldCall } from './server/planned-calls';
export type { SignToken, TokenClaims, TokenType } from './server/tokens';
export type { StorageProblem } from './server/persistence';

// Each domain's data handle, so tests elsewhere can inspect the live data: db.load(authData).
export { authData } from './domains/auth/handle';
export { searchData } from './domains/search/handle';
export { autocompleteData } from './domains/autocomplete/handle';
export { usersData } from './domains/users/handle';
export { baseUserCount, type UsersData } from './domains/users/model';
export { permissionsData } from './domains/permissions/handle';
export type { PermissionsData } from './domains/permissions/model';
export { cardsData } from './domains/cards/handle';
export type { CardsData } from './domains/cards/model';
export { rolesData } from './domains/roles/handle';
export type { RolesData, StoredRole } from './domains/roles/model';
export { emailData } from './domains/email/handle';
export { baseEmailCount, type EmailData } from './domains/email/model';
