import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin, ViteDevServer } from 'vite';
import { openApiPlugin } from './openapi-plugin';

const document = { openapi: '3.1.0', paths: {} };

type Middleware = (
  request: IncomingMessage,
  response: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** The plugin's dev middleware for /openapi.json. */
function devMiddleware(plugin: Plugin): Middleware {
  const use = jest.fn();
  const hook = plugin.configureServer as (server: ViteDevServer) => void;
  hook({ middlewares: { use } } as unknown as ViteDevServer);
  expect(use).toHaveBeenCalledWith('/openapi.json', expect.any(Function));
  return use.mock.calls[0][1] as Middleware;
}

describe('openApiPlugin', () => {
  it('emits the generated document as openapi.json in the build', async () => {
    const plugin = openApiPlugin(async () => document);
    const emitFile = jest.fn();
    await (plugin.generateBundle as (this: unknown) => Promise<void>).call({ emitFile });
    expect(emitFile).toHaveBeenCalledWith({
      type: 'asset',
      fileName: 'openapi.json',
      source: JSON.stringify(document),
    });
  });

  it('serves it from the dev server, generated on each request', async () => {
    const generate = jest.fn(async () => document);
    const middleware = devMiddleware(openApiPlugin(generate));
    const body = await new Promise<string>((resolve, reject) => {
      const response = { setHeader: jest.fn(), end: resolve };
      middleware(
        { method: 'GET' } as IncomingMessage,
        response as unknown as ServerResponse,
        reject,
      );
    });
    expect(JSON.parse(body)).toEqual(document);
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('hands a failed generation to the dev server, which answers 500', async () => {
    const failure = new Error('a schema is not describable');
    const middleware = devMiddleware(openApiPlugin(() => Promise.reject(failure)));
    const passed = await new Promise((resolve) => {
      middleware({ method: 'GET' } as IncomingMessage, {} as ServerResponse, resolve);
    });
    expect(passed).toBe(failure);
  });
});
