import { Domain, type EndpointGroup } from './domain';
import type { Endpoints } from './endpoints';

/** A domain as the client and the fake server see it before its first call: no schema yet. */
export interface LazyDomain {
  /** The path prefixes its calls live under (`/apps/invoice` covers `/apps/invoice/add`). */
  readonly under: readonly string[];
  /** Its contract module (schemas, calls, types), loaded with the domain's first call. */
  readonly load: () => Promise<object>;
}

const lazyDomain = (under: readonly string[], load: () => Promise<object>): LazyDomain => ({
  under,
  load,
});

/**
 * Every domain of the contract, one line each: where its calls live and how its module loads.
 * A page loads the schemas of the domains it calls, not the whole table; the fake server routes
 * a request by these prefixes before it loads the domain's schemas and handlers. A test checks
 * each declared path is under its own domain's prefixes and under no other domain's.
 */
export const contractDomains = {
  auth: lazyDomain(['/jwt'], () => import('./domains/auth')),
  search: lazyDomain(['/api/main-search'], () => import('./domains/search')),
  bookmarks: lazyDomain(['/api/bookmarks'], () => import('./domains/bookmarks')),
  autocomplete: lazyDomain(['/api/autocomplete'], () => import('./domains/autocomplete')),
  users: lazyDomain(['/api/users', '/apps/users'], () => import('./domains/users')),
  permissions: lazyDomain(['/apps/permissions'], () => import('./domains/permissions')),
  roles: lazyDomain(['/apps/roles'], () => import('./domains/roles')),
  chat: lazyDomain(['/apps/chat'], () => import('./domains/chat')),
  email: lazyDomain(['/apps/email'], () => import('./domains/email')),
  cards: lazyDomain(['/card'], () => import('./domains/cards')),
  invoice: lazyDomain(['/apps/invoice', '/api/invoice'], () => import('./domains/invoice')),
  todo: lazyDomain(['/apps/todo'], () => import('./domains/todo')),
  ecommerce: lazyDomain(['/apps/ecommerce'], () => import('./domains/ecommerce')),
  calendar: lazyDomain(['/apps/calendar'], () => import('./domains/calendar')),
  pages: lazyDomain(
    ['/faq', '/pricing', '/account-setting', '/api-keys', '/profile'],
    () => import('./domains/pages'),
  ),
  blog: lazyDomain(['/blog'], () => import('./domains/blog')),
  datatables: lazyDomain(['/api/datatables'], () => import('./domains/datatables')),
} satisfies Record<keyof Endpoints, LazyDomain>;

export type DomainName = keyof typeof contractDomains;

/** Whether `path` is `prefix` or below it, segment by segment (`/card` covers not `/cards`). */
export const isUnder = (path: string, prefix: string): boolean =>
  path === prefix || path.startsWith(`${prefix}/`);

/** The domain whose calls live where `path` is, if any. */
export function domainAt(path: string): DomainName | undefined {
  return (Object.keys(contractDomains) as DomainName[]).find((name) =>
    contractDomains[name].under.some((prefix) => isUnder(path, prefix)),
  );
}

/** One domain's calls, loading its module (and zod with it) the first time it is asked for. */
export async function callsOf(name: string): Promise<EndpointGroup | undefined> {
  if (!Object.hasOwn(contractDomains, name)) return undefined;
  const module = await contractDomains[name as DomainName].load();
  const domain = Object.values(module).find(
    (value): value is Domain => value instanceof Domain && value.name === name,
  );
  return domain?.endpoints;
}
