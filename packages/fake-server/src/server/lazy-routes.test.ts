import { endpoint, type HttpMethod } from '@tessera/api-client';
import axios, { type AxiosInstance } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { z } from 'zod';
import type { DomainRoutes, ServerContext } from './context';
import { Db } from './db';
import { lazyData } from './lazy-data';
import { lazyRoutes } from './lazy-routes';
import { createRouter, ok } from './router';
import { createTokenService, secretFromSeed } from './tokens';

const call = (method: HttpMethod, path: string) =>
  endpoint({ method, path, input: z.object({ name: z.string().optional() }), output: z.unknown() });

/** A domain of two calls, as a table group. */
const things = { list: call('get', '/things'), add: call('post', '/things/add') };

/** Its routes: each answers which call it is and what it read. */
const thingsRoutes: DomainRoutes = (route) => {
  route(things.list, () => ok({ answered: 'list' }));
  route(things.add, ({ input }) => ok({ answered: 'add', name: input.name }));
};

let instance: AxiosInstance;
let context: ServerContext;
let token: string;

beforeEach(async () => {
  instance = axios.create();
  context = {
    db: new Db({ seed: 1, scale: 1 }),
    tokens: createTokenService({ ttlSeconds: 60, secret: secretFromSeed(1) }),
  };
  token = (await context.tokens.issuePair(1)).accessToken;
});

/** Registers `domain` on a fresh router and returns a sender. */
function serve(domain: DomainRoutes) {
  const mock = new MockAdapter(instance);
  domain(
    createRouter(mock, context.tokens, async () => []),
    context,
  );
  return (
    method: 'get' | 'post',
    url: string,
    options: { data?: unknown; signedIn?: boolean } = {},
  ) =>
    instance
      .request({
        method,
        url,
        data: options.data,
        headers: options.signedIn === false ? {} : { Authorization: `Bearer ${token}` },
        validateStatus: () => true,
      })
      .then(({ status, data }) => ({ status, data: data as unknown }));
}

afterEach(() => jest.restoreAllMocks());

describe('lazyRoutes', () => {
  it('loads the domain with its first call, once, and answers every call of its groups', async () => {
    const load = jest.fn(async () => thingsRoutes);
    const send = serve(lazyRoutes([things], load));
    expect(load).not.toHaveBeenCalled();

    const [list, add] = await Promise.all([
      send('get', '/things'),
      send('post', '/things/add', { data: { name: 'pen' } }),
    ]);
    expect(list).toEqual({ status: 200, data: { answered: 'list' } });
    expect(add).toEqual({ status: 200, data: { answered: 'add', name: 'pen' } });
    await send('get', '/things');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('checks the caller and the input before loading anything', async () => {
    const load = jest.fn(async () => thingsRoutes);
    const send = serve(lazyRoutes([things], load));
    await expect(send('get', '/things', { signedIn: false })).resolves.toMatchObject({
      status: 401,
    });
    await expect(send('post', '/things/add', { data: { name: 3 } })).resolves.toMatchObject({
      status: 400,
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the domain’s data with its routes, not after them', async () => {
    const createData = jest.fn(() => ({ count: 3 }));
    const data = lazyData('things', async () => ({ createData }));
    let dataBuiltBeforeRoutes = false;
    const send = serve(
      lazyRoutes(
        [things],
        async () => {
          // The routes module is still "downloading" while the data is being built.
          await new Promise((resolve) => setImmediate(resolve));
          dataBuiltBeforeRoutes = createData.mock.calls.length === 1;
          return thingsRoutes;
        },
        [data],
      ),
    );
    await expect(send('get', '/things')).resolves.toMatchObject({ status: 200 });
    expect(dataBuiltBeforeRoutes).toBe(true);
    await expect(context.db.load(data)).resolves.toEqual({ count: 3 });
    expect(createData).toHaveBeenCalledTimes(1);
  });

  it('answers 500 when the domain fails to load, and loads it again on the next call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<DomainRoutes>, []>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue(thingsRoutes);
    const send = serve(lazyRoutes([things], load));
    await expect(send('get', '/things')).resolves.toMatchObject({ status: 500 });
    await expect(send('get', '/things')).resolves.toEqual({
      status: 200,
      data: { answered: 'list' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers 500, naming it in the log, for a call of its groups the domain does not answer', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const listOnly: DomainRoutes = (route) => route(things.list, () => ok({ answered: 'list' }));
    const send = serve(lazyRoutes([things], async () => listOnly));
    await expect(send('post', '/things/add', { data: {} })).resolves.toMatchObject({
      status: 500,
    });
    expect(String(logged.mock.calls[0]?.[1])).toContain('POST /things/add has no handler');
  });
});
