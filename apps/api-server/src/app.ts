import axios, { type AxiosAdapter } from 'axios';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { registerFakeServer, type FakeServer, type FakeServerOptions } from '@tessera/fake-server';

// The fake server's handlers, as the browser runs them, answering real HTTP: every request is
// handed to an axios instance that the fake server answers (the same router, validation, tokens
// and data), and its status and JSON body go back as they are. So the paths, the status codes
// and the bodies are exactly the in-browser server's.

export interface ApiAppOptions extends Pick<
  FakeServerOptions,
  'seed' | 'scale' | 'tokenTtlSeconds'
> {
  /**
   * Offers `POST /__test/reset` (the seed's data back), for browser tests that each start from
   * known data. Off unless asked: no real backend has it, and the contract suite never uses it.
   */
  resettable?: boolean;
}

export interface ApiApp {
  app: Hono;
  server: FakeServer;
}

/** What the fake server passes through (a path it does not answer): a 404, as any API says it. */
const unknownPath: AxiosAdapter = async (config) => ({
  status: 404,
  statusText: 'Not Found',
  headers: {},
  config,
  data: { message: `No call answers ${config.method?.toUpperCase()} ${config.url}` },
});

const bodyMethods = new Set(['POST', 'PUT', 'PATCH']);

export function createApiApp({ resettable = false, ...options }: ApiAppOptions = {}): ApiApp {
  const instance = axios.create({ adapter: unknownPath });
  const server = registerFakeServer(instance, options);
  const app = new Hono();

  // A dashboard served from another origin calls it with its bearer token.
  app.use(
    '*',
    cors({
      origin: (origin) => origin,
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      allowHeaders: ['Authorization', 'Content-Type'],
      maxAge: 600,
    }),
  );

  if (resettable) {
    app.post('/__test/reset', (c) => {
      server.reset();
      return c.body(null, 204);
    });
  }

  app.all('*', async (c) => {
    const url = new URL(c.req.url);
    // The body goes as sent: the fake server reads the JSON itself, and answers text that is
    // not JSON with its own 400.
    const data = bodyMethods.has(c.req.method) ? await c.req.text() : undefined;
    const authorization = c.req.header('Authorization');
    const response = await instance.request({
      method: c.req.method,
      url: `${url.pathname}${url.search}`,
      data,
      headers: authorization ? { Authorization: authorization } : {},
      validateStatus: () => true,
    });
    const status = response.status as ContentfulStatusCode;
    if (response.data === undefined || response.data === '') return c.body(null, status);
    return c.json(response.data, status);
  });

  app.onError((error, c) => {
    console.error('[api-server]', error);
    return c.json({ message: 'Internal server error' }, 500);
  });

  return { app, server };
}
