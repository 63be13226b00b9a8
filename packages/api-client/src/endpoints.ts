import { tableOf } from './domain';
import type { EndpointTable } from './endpoint';
import * as contract from './domains';

/**
 * The contract: every call, declared once in its domain's module (src/domains/<domain>), gathered
 * here from every domain that domains/index.ts lists. `api.<domain>.<name>` calls it, the fake
 * server answers it (`route(usersDomain.endpoints.list, handler)`), the contract tests read it
 * whole, and an OpenAPI document can be generated from it: plain zod schemas, no functions.
 * At run time each domain loads on its own (lazyDomains.ts).
 */
export const endpoints = tableOf(contract) satisfies EndpointTable;

export type Endpoints = typeof endpoints;
