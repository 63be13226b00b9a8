import { isUnder, type Endpoint } from '@tessera/api-client';
import type { z } from 'zod';

/** The usual error body: a sentence and, for a refused input, each field's message. */
export interface ErrorBody {
  message: string;
  fieldErrors?: Record<string, string>;
}

/** The body a planned failure may carry: the usual error body, or the endpoint's declared rejection. */
export type FailureBody<E extends Endpoint> =
  ErrorBody | (E['rejection'] extends z.ZodType ? z.input<E['rejection']> : never);

/**
 * How a planned call fails: an answer with this status and body (by default a `{ message }`
 * saying the failure was simulated), or `'network'`: no answer at all, as when the server
 * cannot be reached.
 */
export type Failure<E extends Endpoint = Endpoint> =
  { status: number; body?: FailureBody<E> } | 'network';

/** A failure of any endpoint, as the router answers it. */
export type AnswerFailure = { status: number; body?: unknown } | 'network';

/** A call stopped before its handler, until the test lets it through or fails it. */
export interface HeldCall<E extends Endpoint = Endpoint> {
  /** Resolves once the call has arrived and waits. */
  readonly arrived: Promise<void>;
  /** Lets the call through: the server handles it now, with its data as it is now. */
  release(): void;
  /** Answers the call with this failure instead; its handler never runs. */
  fail(failure: Failure<E>): void;
}

type Plan =
  { failure: AnswerFailure } | { arrive: () => void; outcome: Promise<AnswerFailure | undefined> };

const keyOf = ({ method, path }: Endpoint) => `${method.toUpperCase()} ${path}`;

export const defaultFailureBody = (status: number): ErrorBody => ({
  message: `Simulated failure (status ${status})`,
});

/**
 * What the tests planned for the next calls of some endpoints: fail one, or hold one until the
 * test says. Each endpoint's plans apply to its calls in the order they were made, one call
 * each; the router asks here before it handles a call (`take`).
 */
export class PlannedCalls {
  readonly #plans = new Map<string, Plan[]>();
  readonly #routed = new Set<string>();
  readonly #routedUnder: string[] = [];
  /** Paths whose first call of each method fails (the failOnce option), and those done. */
  readonly #failFirst = new Set<string>();
  readonly #failedFirst = new Set<string>();
  readonly #held = new Set<(failure: AnswerFailure) => void>();

  /** The router tells which endpoints it answers: a plan for any other would wait forever. */
  routed(declaration: Endpoint): void {
    this.#routed.add(keyOf(declaration));
  }

  /** …and under which path prefixes it answers calls whose handlers load with the first one. */
  routedUnder(prefixes: readonly string[]): void {
    this.#routedUnder.push(...prefixes);
  }

  /** The next call of `declaration` is answered with `failure`; the ones after it as usual. */
  failNext<E extends Endpoint>(declaration: E, failure: Failure<E>): void {
    this.#plan(declaration, { failure });
  }

  /** The next call of `declaration` waits, before its handler runs, until the test decides. */
  hold<E extends Endpoint>(declaration: E): HeldCall<E> {
    let arrive = () => {};
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    let settle: (failure: AnswerFailure | undefined) => void = () => {};
    const outcome = new Promise<AnswerFailure | undefined>((resolve) => (settle = resolve));
    const end = (failure: AnswerFailure) => settle(failure);
    this.#held.add(end);
    void outcome.then(() => this.#held.delete(end));
    this.#plan(declaration, { arrive, outcome });
    return { arrived, release: () => settle(undefined), fail: end };
  }

  /** The first call of each method declared at each of `paths` is answered with a 500. */
  failFirstAt(paths: readonly string[]): void {
    for (const path of paths) this.#failFirst.add(path);
  }

  /**
   * What to do with a call that has just arrived: the failure to answer, or undefined to handle
   * it as usual (at once, or once the test releases it).
   */
  async take(declaration: Endpoint): Promise<AnswerFailure | undefined> {
    const key = keyOf(declaration);
    if (this.#failFirst.has(declaration.path) && !this.#failedFirst.has(key)) {
      this.#failedFirst.add(key);
      return { status: 500 };
    }
    const plan = this.#plans.get(key)?.shift();
    if (!plan) return undefined;
    if ('failure' in plan) return plan.failure;
    plan.arrive();
    return plan.outcome;
  }

  /** The server stops: no plan is left, and each held call ends with no answer. */
  clear(): void {
    this.#plans.clear();
    this.#failFirst.clear();
    for (const end of this.#held) end('network');
  }

  #plan(declaration: Endpoint, plan: Plan): void {
    const key = keyOf(declaration);
    const routed =
      this.#routed.has(key) ||
      this.#routedUnder.some((prefix) => isUnder(declaration.path, prefix));
    if (!routed) throw new Error(`No route answers ${key}`);
    this.#plans.set(key, [...(this.#plans.get(key) ?? []), plan]);
  }
}
