import { AxiosHeaders, type AxiosRequestConfig } from 'axios';
import type { z } from 'zod';
import { fieldsRefused } from './http-error';

// Reading what a request carries: path parameters, query, JSON body and bearer token.

export interface CompiledPath {
  /** Matches the path alone or after an origin, with an optional trailing slash and query. */
  pattern: RegExp;
  names: string[];
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/apps/ecommerce/products/{id}' -> a RegExp with one capture group named by `names`. */
export function compilePath(path: string): CompiledPath {
  const names: string[] = [];
  const source = path
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1];
      if (parameter === undefined) return escapeRegExp(segment);
      names.push(parameter);
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

type Schema = z.core.$ZodType;

/** The schema a wrapper (optional, default…) stands for. */
function unwrap(schema: Schema): Schema {
  const def = schema._zod.def;
  if ('innerType' in def) return unwrap(def.innerType as Schema);
  return schema;
}

/** Which plain value a field takes, when it is one a query text can spell. */
function scalarKind(schema: Schema | undefined): 'number' | 'boolean' | 'array' | undefined {
  if (!schema) return undefined;
  const { type } = unwrap(schema)._zod.def;
  return type === 'number' || type === 'boolean' || type === 'array' ? type : undefined;
}

/**
 * Query and path values arrive as text; the contract's schemas take typed values. This reads
 * the text into the type each field of `schema` expects: '12' for a number field is 12, 'true'
 * for a boolean one is true, a list field given once ('?tag=a', with no second 'tag') is that
 * one-item list, and an empty parameter ('?role=') is one not given. Anything else stays as
 * sent, for the schema to refuse with a 400.
 */
export function queryToInput(
  schema: Schema | undefined,
  query: Record<string, unknown>,
): Record<string, unknown> {
  const def = schema && unwrap(schema)._zod.def;
  const shape: Record<string, Schema> =
    def?.type === 'object' ? (def as z.core.$ZodObjectDef).shape : {};
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === '') continue;
    const kind = typeof value === 'string' ? scalarKind(shape[key]) : undefined;
    if (kind === 'number' && /^\s*-?\d+\s*$/.test(value as string)) input[key] = Number(value);
    else if (kind === 'boolean' && (value === 'true' || value === 'false'))
      input[key] = value === 'true';
    else if (kind === 'array') input[key] = [value];
    else input[key] = value;
  }
  return input;
}

/** The JSON body axios serialised; a body that is not JSON is the client's mistake: 400. */
export function readBody({ data }: AxiosRequestConfig): unknown {
  if (data === undefined || data === '') return undefined;
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    throw fieldsRefused({ body: 'must be valid JSON' }, 'body: must be valid JSON');
  }
}

export function readBearerToken({ headers }: AxiosRequestConfig): string | null {
  const header = new AxiosHeaders(headers as AxiosHeaders | undefined).get('Authorization');
  if (typeof header !== 'string') return null;
  return /^Bearer\s+(\S+)$/i.exec(header.trim())?.[1] ?? null;
}
