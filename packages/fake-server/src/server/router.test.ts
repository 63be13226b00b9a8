import { endpoint, type HttpMethod } from '@tessera/api-client';
import axios, { type AxiosInstance } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { z } from 'zod';
import { notFound } from './http-error';
import {
  created,
  createRouter,
  isAllowed,
  ok,
  requiring,
  type Permission,
  type Route,
} from './router';
import { createTokenService, secretFromSeed, type TokenService } from './tokens';

let instance: AxiosInstance;
let mock: MockAdapter;
let route: Route;
let tokens: TokenService;

/** User 5 may only read reports; user 6 may manage everything. */
const rules: Record<number, Permission[]> = {
  5: [{ action: 'read', subject: 'Report' }],
  6: [{ action: 'manage', subject: 'all' }],
};

/** A public declaration for these tests (no token needed); its output takes any answer. */
const call = <Input extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  input?: Input,
) => endpoint({ method, path, input, output: z.unknown(), auth: false });

/** The same, for a call that needs a token (what a declaration is unless it says otherwise). */
const privateCall = <Input extends z.ZodType | undefined = undefined>(
  method: HttpMethod,
  path: string,
  input?: Input,
) => endpoint({ method, path, input, output: z.unknown() });

/** Sends a request and returns status and body, whatever the status. */
async function send(
  method: 'get' | 'post' | 'delete',
  url: string,
  options: { params?: object; data?: unknown; token?: string } = {},
) {
  const { status, data } = await instance.request({
    method,
    url,
    params: options.params,
    data: options.data,
    headers: options.token ? { Authorization: `Bearer ${options.token}` } : {},
    validateStatus: () => true,
  });
  return { status, data: data as unknown };
}

beforeEach(() => {
  instance = axios.create();
  mock = new MockAdapter(instance);
  tokens = createTokenService({ ttlSeconds: 60, secret: secretFromSeed(1) });
  ({ route } = createRouter(mock, tokens, async (userId) => rules[userId] ?? []));
});

describe('route matching and inputs', () => {
  it('reads path parameters into the input', async () => {
    const parts = call(
      'get',
      '/things/{id}/parts/{part}',
      z.object({ id: z.number(), part: z.string() }),
    );
    route(parts, ({ input }) => ok(input));
    await expect(send('get', '/things/12/parts/a%20b')).resolves.toEqual({
      status: 200,
      data: { id: 12, part: 'a b' },
    });
    await expect(send('get', 'things/12/parts/x/')).resolves.toMatchObject({ status: 200 });
    await expect(send('get', '/things/%E0/parts/x')).resolves.toMatchObject({
      status: 400,
      data: { message: 'id: must be a number' },
    });
  });

  it('reads GET and DELETE input from config.params and the URL query', async () => {
    const echo = ({ input }: { input: unknown }) => ok(input);
    route(call('get', '/list', z.object({ q: z.string(), tag: z.array(z.string()) })), echo);
    route(call('delete', '/list', z.object({ id: z.number() })), echo);
    await expect(send('get', '/list?tag[]=a&tag[]=b', { params: { q: 'x' } })).resolves.toEqual({
      status: 200,
      data: { q: 'x', tag: ['a', 'b'] },
    });
    await expect(send('delete', '/list', { params: { id: '4' } })).resolves.toEqual({
      status: 200,
      data: { id: 4 },
    });
  });

  it('reads POST input from the JSON body, path parameters added', async () => {
    const item = call('post', '/items/{id}', z.object({ id: z.string(), name: z.string() }));
    route(item, ({ input }) => created(input));
    await expect(
      send('post', '/items/9', { data: { name: 'pen', id: 'spoofed' } }),
    ).resolves.toEqual({
      status: 201,
      data: { id: '9', name: 'pen' },
    });
  });

  it('answers a bad input 400 naming the field, without running the handler', async () => {
    const handler = jest.fn(() => ok({}));
    route(call('post', '/items', z.object({ name: z.string() })), handler);
    await expect(send('post', '/items', { data: { name: 3 } })).resolves.toEqual({
      status: 400,
      data: { message: 'name: must be a string', fieldErrors: { name: 'must be a string' } },
    });
    await expect(send('post', '/items')).resolves.toEqual({
      status: 400,
      data: { message: 'body: is required', fieldErrors: { body: 'is required' } },
    });
    await expect(send('post', '/items', { data: '{broken' })).resolves.toEqual({
      status: 400,
      data: { message: 'body: must be valid JSON', fieldErrors: { body: 'must be valid JSON' } },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it('matches routes in the order they are declared, and only their own method', async () => {
    route(call('get', '/things/special'), () => ok('special'));
    route(call('get', '/things/{id}'), () => ok('by id'));
    mock.onAny().reply(418);
    await expect(send('get', '/things/special')).resolves.toMatchObject({ data: 'special' });
    await expect(send('get', '/things/3')).resolves.toMatchObject({ data: 'by id' });
    await expect(send('post', '/things/3')).resolves.toMatchObject({ status: 418 });
    await expect(send('get', '/things/3/more')).resolves.toMatchObject({ status: 418 });
  });
});

describe('errors', () => {
  it('turns a thrown HttpError into its answer', async () => {
    route(call('get', '/missing'), () => {
      throw notFound('No thing with id 3');
    });
    await expect(send('get', '/missing')).resolves.toEqual({
      status: 404,
      data: { message: 'No thing with id 3' },
    });
  });

  it('answers 500 for an unexpected exception, sync or async, and logs it', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    route(call('get', '/sync'), () => {
      throw new TypeError('bug');
    });
    route(call('get', '/async'), async () => Promise.reject(new Error('async bug')));
    for (const url of ['/sync', '/async']) {
      await expect(send('get', url)).resolves.toEqual({
        status: 500,
        data: { message: 'Internal server error' },
      });
    }
    expect(log).toHaveBeenCalledTimes(2);
    log.mockRestore();
  });
});

describe('the declaration’s output', () => {
  const thing = endpoint({
    method: 'get',
    path: '/thing',
    output: z.object({ id: z.number(), name: z.string() }),
    auth: false,
  });

  it('type-checks what a handler answers (tsc refuses the lines marked below)', () => {
    route(thing, () => ok({ id: 1, name: 'pen' }));
    // @ts-expect-error a field of the wrong type
    route(thing, () => ok({ id: '1', name: 'pen' }));
    // @ts-expect-error a field left out
    route(thing, async () => created({ id: 1 }));
    expect(typeof route).toBe('function');
  });

  it('parses every 2xx answer with it when checkReplies is on: a mismatch is a 500', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { route: checked } = createRouter(mock, tokens, async () => [], { checkReplies: true });
    // A handler whose data escaped the types (a cast, a JSON file) is still caught.
    const escaped = { id: 'x' } as unknown as { id: number; name: string };
    checked(thing, () => ok(escaped));
    await expect(send('get', '/thing')).resolves.toEqual({
      status: 500,
      data: {
        message: 'Reply breaks the contract: id: must be a number; name: is required',
      },
    });
    expect(log).toHaveBeenCalledTimes(1);
    log.mockRestore();
  });

  it('lets a declared rejection and error answers through unchanged', async () => {
    const { route: checked } = createRouter(mock, tokens, async () => [], { checkReplies: true });
    const guarded = endpoint({
      method: 'post',
      path: '/guarded',
      input: z.object({ fail: z.boolean() }),
      output: z.object({ done: z.literal(true) }),
      rejection: z.object({ error: z.string() }),
      auth: false,
    });
    checked(guarded, ({ input }) => (input.fail ? ok({ error: 'no' }) : ok({ done: true })));
    await expect(send('post', '/guarded', { data: { fail: true } })).resolves.toEqual({
      status: 200,
      data: { error: 'no' },
    });
    await expect(send('post', '/guarded', { data: { fail: false } })).resolves.toEqual({
      status: 200,
      data: { done: true },
    });
    await expect(send('post', '/guarded', { data: {} })).resolves.toMatchObject({ status: 400 });
  });
});

describe('query text', () => {
  it('is read into the types the declaration’s input takes; an empty parameter is absent', async () => {
    const search = call(
      'get',
      '/search/{page}',
      z.object({
        page: z.number(),
        q: z.string(),
        strict: z.boolean().optional(),
        size: z.number().default(10),
      }),
    );
    route(search, ({ input }) => ok(input));
    await expect(send('get', '/search/2?q=12&strict=true&size=')).resolves.toEqual({
      status: 200,
      data: { page: 2, q: '12', strict: true, size: 10 },
    });
    await expect(send('get', '/search/two', { params: { q: 'x' } })).resolves.toMatchObject({
      status: 400,
      data: { fieldErrors: { page: 'must be a number' } },
    });
  });

  it('reads a list field given once as a one-item list, and given twice as both', async () => {
    const tagged = call('get', '/tagged', z.object({ tag: z.array(z.string()).default([]) }));
    route(tagged, ({ input }) => ok(input));
    await expect(send('get', '/tagged?tag=a')).resolves.toEqual({
      status: 200,
      data: { tag: ['a'] },
    });
    await expect(send('get', '/tagged?tag=a&tag=b')).resolves.toEqual({
      status: 200,
      data: { tag: ['a', 'b'] },
    });
    await expect(send('get', '/tagged', { params: { tag: [] } })).resolves.toEqual({
      status: 200,
      data: { tag: [] },
    });
  });
});

describe('auth', () => {
  beforeEach(() => route(privateCall('get', '/private'), ({ userId }) => ok({ userId })));

  it('passes the user id of a valid access token to the handler', async () => {
    const { accessToken } = await tokens.issuePair(5);
    await expect(send('get', '/private', { token: accessToken })).resolves.toEqual({
      status: 200,
      data: { userId: 5 },
    });
  });

  it('answers 401 without a token, with a bad one, or with a refresh token', async () => {
    const { refreshToken } = await tokens.issuePair(5);
    await expect(send('get', '/private')).resolves.toEqual({
      status: 401,
      data: { message: 'Missing access token' },
    });
    for (const token of ['garbage', refreshToken]) {
      await expect(send('get', '/private', { token })).resolves.toEqual({
        status: 401,
        data: { message: 'Invalid or expired access token' },
      });
    }
  });

  it('checks the token before the input', async () => {
    route(privateCall('post', '/private-input', z.object({ id: z.number() })), () => ok({}));
    await expect(send('post', '/private-input', { data: {} })).resolves.toMatchObject({
      status: 401,
    });
  });

  it('answers 403 to a caller without the ability a route requires, before its input', async () => {
    const handler = jest.fn(() => ok({ done: true }));
    const admin = requiring(route, { action: 'manage', subject: 'all' });
    admin(privateCall('post', '/admin', z.object({ id: z.number() })), handler);
    const reader = (await tokens.issuePair(5)).accessToken;
    const manager = (await tokens.issuePair(6)).accessToken;
    await expect(send('post', '/admin', { token: reader, data: { id: 1 } })).resolves.toEqual({
      status: 403,
      data: { message: 'You are not allowed to do this.' },
    });
    await expect(send('post', '/admin', { token: reader, data: {} })).resolves.toMatchObject({
      status: 403,
    });
    expect(handler).not.toHaveBeenCalled();
    await expect(send('post', '/admin', { token: manager, data: { id: 1 } })).resolves.toEqual({
      status: 200,
      data: { done: true },
    });
  });

  it('reads abilities as CASL does: manage is any action, all any subject', () => {
    const reader: Permission[] = [{ action: 'read', subject: 'Report' }];
    expect(isAllowed(reader, { action: 'read', subject: 'Report' })).toBe(true);
    expect(isAllowed(reader, { action: 'update', subject: 'Report' })).toBe(false);
    expect(isAllowed(reader, { action: 'read', subject: 'User' })).toBe(false);
    expect(
      isAllowed([{ action: 'manage', subject: 'Report' }], { action: 'delete', subject: 'Report' }),
    ).toBe(true);
    expect(
      isAllowed([{ action: 'read', subject: 'all' }], { action: 'read', subject: 'User' }),
    ).toBe(true);
    expect(isAllowed([], { action: 'read', subject: 'User' })).toBe(false);
  });

  it('gives public routes a null user id', async () => {
    route(call('get', '/public'), ({ userId }) => ok({ userId }));
    await expect(send('get', '/public')).resolves.toEqual({ status: 200, data: { userId: null } });
  });

  it('asks a token exactly of the calls whose declaration does not say `auth: false`', async () => {
    const open = jest.fn(() => ok({}));
    const closed = jest.fn(() => ok({}));
    route(endpoint({ method: 'get', path: '/open', output: z.object({}), auth: false }), open);
    route(endpoint({ method: 'get', path: '/closed', output: z.object({}) }), closed);
    await expect(send('get', '/open')).resolves.toMatchObject({ status: 200 });
    await expect(send('get', '/closed')).resolves.toMatchObject({ status: 401 });
    expect(open).toHaveBeenCalledTimes(1);
    expect(closed).not.toHaveBeenCalled();
  });
});
