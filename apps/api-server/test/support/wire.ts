import axios from 'axios';
import { fillPath, type Endpoint, type LoginInput } from '@tessera/api-client';

// The suite's one way to the server: HTTP, as the dashboard's client sends it (axios, the path's
// {parameters} filled in, the rest of the input as the query or the JSON body). Nothing else:
// no database, no planned failures, no hooks into the server.

const baseUrl = process.env.CONTRACT_BASE_URL;
if (!baseUrl)
  throw new Error('CONTRACT_BASE_URL is not set: run `npm run contract -- --base-url …`');

const http = axios.create({ baseURL: baseUrl.replace(/\/+$/, ''), validateStatus: () => true });

export interface Answer {
  status: number;
  body: unknown;
}

const bodyMethods: ReadonlySet<string> = new Set(['post', 'put', 'patch']);

/** Sends one call of the table; any status resolves (the test reads it). */
export async function send(
  declaration: Endpoint,
  input: Record<string, unknown> | undefined,
  token?: string,
): Promise<Answer> {
  const [url, rest] = fillPath(declaration.path, input);
  const response = await http.request<unknown>({
    method: declaration.method,
    url,
    ...(bodyMethods.has(declaration.method)
      ? { data: input === undefined ? undefined : rest }
      : { params: rest }),
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  return { status: response.status, body: response.data };
}

/** A raw request, for what the table cannot say (a path no call has, a body that is not JSON). */
export async function request(
  method: string,
  url: string,
  options: { data?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer & { headers: Record<string, unknown> }> {
  const response = await http.request<unknown>({ method, url, ...options });
  return { status: response.status, body: response.data, headers: { ...response.headers } };
}

export const admin: LoginInput = { email: 'admin@demo.com', password: 'admin' };
export const client: LoginInput = { email: 'client@demo.com', password: 'client' };
