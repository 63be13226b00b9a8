import { tableOf } from './domain';
import type { EndpointTable } from './endpoint';
import * as contract from './domains';

/**
 * The contract: every call, declared once in its domain's module (src/domains/<domain>), gathered
 * here from every domain that domains/index.ts lists. `api.<domain>.<name>` calls it, the fake
 * server answers it (`route(endpoints.users.list, handler)`), and an OpenAPI document can be
 * generated from it: plain zod schemas, no functions.
 */
export const endpoints = tableOf(contract) satisfies EndpointTable;

export type Endpoints = typeof endpoints;

/** Every call's path, grouped like the table (the auth interceptor reads the auth ones). */
export const paths = Object.fromEntries(
  Object.entries(endpoints).map(([domain, calls]) => [
    domain,
    Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, call.path])),
  ]),
) as { [D in keyof Endpoints]: { [N in keyof Endpoints[D]]: string } };
