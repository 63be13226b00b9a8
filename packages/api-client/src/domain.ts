import type { Endpoint } from './endpoint';

// A domain's calls under the domain's name. Each contract module declares one
// (`export const usersDomain = defineDomain('users', { list: endpoint(…) })`) and the endpoint
// table is made of every one that domains/index.ts exports: listing a module there is all it
// takes to add a domain to the table, the client and the types.

/** The calls of one domain, by name: `{ list: endpoint(…), add: endpoint(…) }`. */
export type EndpointGroup = Record<string, Endpoint>;

export class Domain<Name extends string = string, Calls extends EndpointGroup = EndpointGroup> {
  constructor(
    readonly name: Name,
    readonly endpoints: Calls,
  ) {}
}

/** Declares a domain's calls; `api.<name>.<call>` and `endpoints.<name>.<call>` follow. */
export function defineDomain<Name extends string, Calls extends EndpointGroup>(
  name: Name,
  endpoints: Calls,
): Domain<Name, Calls> {
  return new Domain(name, endpoints);
}

/** The endpoint table of a module's exported domains: `{ users: { list, … }, … }`. */
export type TableOf<Module> = {
  [
    Key in keyof Module as Module[Key] extends Domain<infer Name> ? Name : never
  ]: Module[Key] extends Domain<string, infer Calls> ? Calls : never;
};

/** Builds that table from the module's exports, skipping what is not a domain (schemas, types). */
export function tableOf<Module extends object>(module: Module): TableOf<Module> {
  const table: Record<string, EndpointGroup> = {};
  for (const value of Object.values(module)) {
    if (!(value instanceof Domain)) continue;
    if (value.name in table)
      throw new Error(`Two contract modules declare the domain "${value.name}"`);
    table[value.name] = value.endpoints;
  }
  return table as TableOf<Module>;
}
