import { endpoint, type HttpMethod } from '@tessera/api-client';
import axios, { type AxiosInstance } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { z } from 'zod';
import type { DomainRoutes } from './context';
import { Db } from './db';
import { lazyData } from './lazy-data';
import { lazyRoutes } from './lazy-routes';
import { createRouter, ok, requiring, type Route } from './router';
import { createTokenService, secretFromSeed, type TokenService } from './tokens';

const call = (method: HttpMethod, path: string) =>
  endpoint({ method, path, input: z.object({ name: z.string().optional() }), output: z.unknown() });

/** A domain of two calls, under one path prefix. */
const things = { list: call('get', '/things'), add: call('post', '/things/add') };
const under = ['/things'];

/** Its routes: each answers which call it is and what it read. */
const thingsRoutes: DomainRoutes = (route) => {
  route(things.list, () => ok({ answered: 'list' }));
  route(things.add, ({ input }) => ok({ answered: 'add', name: input.name }));
};

let instance: AxiosInstance;
let db: Db;
let tokens: TokenService;
let token: string;

beforeEach(async () => {
  instance = axios.create();
  db = new Db({ seed: 1, scale: 1 });
  tokens = createTokenService({ ttlSeconds: 60, secret: secretFromSeed(1) });
  token = (await tokens.issuePair(1)).accessToken;
});

/** Registers `domain` on a fresh router (the network behind it answers 599) and returns a sender. */
function serve(domain: DomainRoutes, route: (route: Route) => Route = (plain) => plain) {
  const mock = new MockAdapter(instance);
  const router = createRouter(mock, tokens, async () => [{ action: 'read', subject: 'Thing' }]);
  domain(route(router.route), { db, tokens, routeLater: router.routeLater });
  mock.onAny().reply(599, { message: 'the network' });
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
  it('loads the domain with its first call, once, and answers every call under its prefixes', async () => {
    const load = jest.fn(async () => thingsRoutes);
    const send = serve(lazyRoutes(under, load));
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

  it('checks the caller and the input, and applies what wraps it, once loaded', async () => {
    const send = serve(lazyRoutes(under, async () => thingsRoutes));
    await expect(send('get', '/things', { signedIn: false })).resolves.toMatchObject({
      status: 401,
    });
    await expect(send('post', '/things/add', { data: { name: 3 } })).resolves.toMatchObject({
      status: 400,
      data: { fieldErrors: { name: expect.any(String) } },
    });
    const guarded = serve(
      lazyRoutes(under, async () => thingsRoutes),
      (route) => requiring(route, { action: 'manage', subject: 'Thing' }),
    );
    await expect(guarded('get', '/things')).resolves.toMatchObject({ status: 403 });
  });

  it('answers 404 for a call under its prefixes that it does not declare, and leaves the rest to the network', async () => {
    const send = serve(lazyRoutes(under, async () => thingsRoutes));
    await expect(send('get', '/things/unknown')).resolves.toEqual({
      status: 404,
      data: { message: 'No call answers GET /things/unknown' },
    });
    await expect(send('post', '/things')).resolves.toMatchObject({ status: 404 });
    await expect(send('get', '/thingsmore')).resolves.toMatchObject({ status: 599 });
  });

  it('loads the domain’s data with its routes, not after them', async () => {
    const createData = jest.fn(() => ({ count: 3 }));
    const data = lazyData('things', async () => ({ createData }));
    let dataBuiltBeforeRoutes = false;
    const send = serve(
      lazyRoutes(under, async () => {
        // The routes module is still "downloading" while the data is being built.
        await new Promise((resolve) => setImmediate(resolve));
        dataBuiltBeforeRoutes = createData.mock.calls.length === 1;
        return thingsRoutes;
      }, [data]),
    );
    await expect(send('get', '/things')).resolves.toMatchObject({ status: 200 });
    expect(dataBuiltBeforeRoutes).toBe(true);
    await expect(db.load(data)).resolves.toEqual({ count: 3 });
    expect(createData).toHaveBeenCalledTimes(1);
  });

  it('answers 500 when the domain fails to load, and loads it again on the next call', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<DomainRoutes>, []>()
      .mockRejectedValueOnce(new Error('chunk lost'))
      .mockResolvedValue(thingsRoutes);
    const send = serve(lazyRoutes(under, load));
    await expect(send('get', '/things')).resolves.toMatchObject({ status: 500 });
    await expect(send('get', '/things')).resolves.toEqual({
      status: 200,
      data: { answered: 'list' },
    });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
