import { AxiosHeaders, type AxiosRequestConfig } from 'axios';
import { badRequest } from './http-error';

// Reading what a request carries: path parameters, query, JSON body and bearer token.

export interface CompiledPath {
  /** Matches the path alone or after an origin, with an optional trailing slash and query. */
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/apps/ecommerce/products/:id' -> a RegExp with one capture group named by `names`. */
export function compilePath(path: string): CompiledPath {
  const names: string[] = [];
  const source = path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/?#]+)';
    })
    .join('/');
  return {
    pattern: new RegExp(`^(?:[a-z][a-z0-9+.-]*://[^/]+)?/?${source}/?(?:[?#].*)?$`, 'i'),
    names,
  };
}

/** A malformed escape such as '%E0' is kept as sent: the schema then refuses it with a 400. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export function readPathParams({ pattern, names }: CompiledPath, url = ''): Record<string, string> {
  const match = pattern.exec(url);
  return Object.fromEntries(
    names.map((name, index) => [name, decodeSegment(match?.[index + 1] ?? '')]),
  );
}

/** Query values from the URL itself and from config.params (axios keeps the latter as given). */
export function readQuery({ url = '', params }: AxiosRequestConfig): Record<string, unknown> {
  const query: Record<string, unknown> = {};
  for (const [rawKey, value] of new URL(url, 'http://fake-server.invalid').searchParams) {
    const key = rawKey.replace(/\[\]$/, '');
    const previous = query[key];
    query[key] = previous === undefined ? value : [previous, value].flat();
  }
  const fromParams: unknown =
    params instanceof URLSearchParams ? Object.fromEntries(params) : params;
  return typeof fromParams === 'object' && fromParams !== null
    ? { ...query, ...fromParams }
    : query;
}

/** The JSON body axios serialised; a body that is not JSON is the client's mistake: 400. */
export function readBody({ data }: AxiosRequestConfig): unknown {
  if (data === undefined || data === '') return undefined;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw badRequest('body: must be valid JSON');
  }
}

export function readBearerToken({ headers }: AxiosRequestConfig): string | null {
  const header = new AxiosHeaders(headers as AxiosHeaders | undefined).get('Authorization');
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? null;
}
