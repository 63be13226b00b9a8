import axios, { type AxiosAdapter, type AxiosInstance } from 'axios';
import { api, fillPath, pathParameterNames, saveSession } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { authData, registerFakeServer, searchData } from './index';
import { admin, advanceClock, apiErrorOf, raw, setupFakeServer, signIn } from './test/helpers';

const { server, restart, onSessionExpired } = setupFakeServer();

afterEach(() => jest.useRealTimers());

/** Every endpoint that needs a signed-in user, with a valid input. */
const protectedCalls: { method: 'get' | 'post'; url: string; data?: unknown }[] = [
  { method: 'get', url: '/api/main-search/data' },
  { method: 'get', url: '/api/bookmarks/data' },
  { method: 'post', url: '/api/bookmarks/update', data: { link: '/' } },
  { method: 'get', url: '/api/autocomplete/data' },
];

describe('who needs a token', () => {
  // The router asks a token of a call unless its declaration says `auth: false`; the OpenAPI
  // document reads the same word, so the two cannot disagree. Every call of the table, without
  // a token: the public ones reach their input check (400 for an empty one), the others are 401.
  const calls = Object.entries(endpoints).flatMap(([domain, group]) =>
    Object.entries(group).map(([name, call]) => ({ call, name: `${domain}.${name}` })),
  );

  it.each(calls)('$name', async ({ call, name }) => {
    const ids = Object.fromEntries(pathParameterNames(call.path).map((key) => [key, 1]));
    const [url] = fillPath(call.path, ids);
    const { status } = await raw(call.method, url);
    expect({ name, refused: status === 401 }).toEqual({ name, refused: call.auth !== false });
  });

  it('lets anyone sign in, register and refresh, and nothing else', () => {
    const open = calls.filter(({ call }) => call.auth === false).map(({ name }) => name);
    expect(open).toEqual(['auth.login', 'auth.register', 'auth.refreshToken']);
  });
});

describe('protected endpoints', () => {
  it.each(protectedCalls)(
    '$method $url answers 401 without a token',
    async ({ method, url, data }) => {
      await expect(raw(method, url, { data })).resolves.toMatchObject({
        status: 401,
        data: { message: 'Missing access token' },
      });
    },
  );

  it.each(protectedCalls)(
    '$method $url answers 401 to a bad token',
    async ({ method, url, data }) => {
      const { refreshToken } = await api.auth.login(admin);
      for (const token of ['garbage', refreshToken]) {
        await expect(raw(method, url, { data, token })).resolves.toMatchObject({
          status: 401,
          data: { message: 'Invalid or expired access token' },
        });
      }
    },
  );

  it.each(protectedCalls)(
    '$method $url answers 401 to an expired token',
    async ({ method, url, data }) => {
      restart({ tokenTtlSeconds: 60 });
      const { accessToken } = await api.auth.login(admin);
      await expect(raw(method, url, { data, token: accessToken })).resolves.toMatchObject({
        status: 200,
      });
      advanceClock(61);
      await expect(raw(method, url, { data, token: accessToken })).resolves.toMatchObject({
        status: 401,
      });
    },
  );

  it('change nothing when refused', async () => {
    const before = structuredClone(await server().db.load(searchData));
    await raw('post', '/api/bookmarks/update', { data: { id: 1 }, token: 'garbage' });
    expect(await server().db.load(searchData)).toEqual(before);
  });

  it('reject through the api functions with ApiError 401 when nobody is signed in', async () => {
    await expect(apiErrorOf(api.bookmarks.list())).resolves.toMatchObject({ status: 401 });
    expect(onSessionExpired()).not.toHaveBeenCalled();
  });

  it('accept a token after a page reload (same seed), not from a server with another seed', async () => {
    const { accessToken } = await api.auth.login(admin);
    restart({});
    await expect(raw('get', '/api/bookmarks/data', { token: accessToken })).resolves.toMatchObject({
      status: 200,
    });
    restart({ seed: 7 });
    await expect(raw('get', '/api/bookmarks/data', { token: accessToken })).resolves.toMatchObject({
      status: 401,
    });
  });
});

describe('a token whose account no longer exists', () => {
  /** Registers an account (an admin, SPEC §6), then removes it: its tokens stay well signed. */
  async function removedAccountTokens() {
    const account = { username: 'gone', email: 'gone@example.com', password: 'secret12' };
    const { user, accessToken, refreshToken } = await api.auth.register(account);
    const { users } = await server().db.load(authData);
    users.splice(
      users.findIndex((stored) => stored.id === user.id),
      1,
    );
    return { accessToken, refreshToken };
  }

  const everyKindOfCall: { method: 'get' | 'post'; url: string; data?: unknown }[] = [
    ...protectedCalls,
    { method: 'get', url: '/api/users/list/data' },
    { method: 'get', url: '/api/users/stats' },
    { method: 'post', url: '/apps/permissions/add-permission', data: { name: 'Ghost' } },
    { method: 'get', url: '/apps/roles/data' },
  ];

  it.each(everyKindOfCall)('gets 401 from $method $url, not 403', async ({ method, url, data }) => {
    const { accessToken } = await removedAccountTokens();
    await expect(raw(method, url, { data, token: accessToken })).resolves.toEqual(
      expect.objectContaining({ status: 401, data: { message: 'This account no longer exists' } }),
    );
  });

  it('gets 401 from the refresh, so the session ends', async () => {
    const { refreshToken } = await removedAccountTokens();
    await expect(
      raw('post', '/jwt/refresh-token', { data: { refreshToken } }),
    ).resolves.toMatchObject({ status: 401, data: { message: 'Invalid refresh token' } });
  });

  it('ends the session in the client: one refresh attempt, then onSessionExpired', async () => {
    const tokens = await removedAccountTokens();
    saveSession({ ...tokens, userData: (await api.auth.login(admin)).userData });
    await expect(apiErrorOf(api.bookmarks.list())).resolves.toMatchObject({ status: 401 });
    expect(onSessionExpired()).toHaveBeenCalledTimes(1);
  });
});

describe('registerFakeServer on its own axios instance', () => {
  let instance: AxiosInstance;
  let network: jest.MockedFunction<AxiosAdapter>;

  beforeEach(() => {
    instance = axios.create();
    network = jest.fn<ReturnType<AxiosAdapter>, Parameters<AxiosAdapter>>(async (config) => ({
      data: { fromNetwork: config.url },
      status: 200,
      statusText: 'OK',
      headers: {},
      config,
    }));
    instance.defaults.adapter = network;
  });

  it('passes requests it does not know through to the network', async () => {
    const fake = registerFakeServer(instance);
    await expect(instance.get('/locales/en/common.json')).resolves.toMatchObject({
      data: { fromNetwork: '/locales/en/common.json' },
    });
    await expect(instance.post('/api/unknown', { a: 1 })).resolves.toMatchObject({
      data: { fromNetwork: '/api/unknown' },
    });
    // Known paths with another method are not claimed either.
    await instance.delete('/jwt/login');
    expect(network).toHaveBeenCalledTimes(3);
    fake.restore();
  });

  it('answers the contract until restore(), then leaves everything to the network', async () => {
    const fake = registerFakeServer(instance);
    await expect(instance.post('/jwt/login', admin)).resolves.toMatchObject({
      data: { userData: { id: 1 } },
    });
    expect(network).not.toHaveBeenCalled();

    fake.restore();

    expect(instance.defaults.adapter).toBe(network);
    await expect(instance.post('/jwt/login', admin)).resolves.toMatchObject({
      data: { fromNetwork: '/jwt/login' },
    });
  });

  it('waits delayMs before answering', async () => {
    const fake = registerFakeServer(instance, { delayMs: 120 });
    const started = Date.now();
    await instance.post('/jwt/login', admin);
    expect(Date.now() - started).toBeGreaterThanOrEqual(100);
    fake.restore();
  });

  it.each([{ scale: 0 }, { scale: -1 }, { tokenTtlSeconds: 0 }, { tokenTtlSeconds: Number.NaN }])(
    'refuses the options %j',
    (options) => {
      expect(() => registerFakeServer(instance, options)).toThrow(RangeError);
      expect(instance.defaults.adapter).toBe(network);
    },
  );
});

describe('reset()', () => {
  it('brings the data back to the seed', async () => {
    const { user } = await api.auth.register({
      username: 'quinn',
      email: 'quinn@example.com',
      password: 'secret12',
    });
    await signIn();
    await api.bookmarks.toggle({ link: '/' });

    server().reset();

    const users = (await server().db.load(authData)).users;
    expect(users.map((stored) => stored.id)).not.toContain(user.id);
    expect((await server().db.load(searchData)).bookmarks).not.toContain('/');
    const untouched = registerFakeServer(axios.create()).db;
    expect(await server().db.load(authData)).toEqual(await untouched.load(authData));
    expect(await server().db.load(searchData)).toEqual(await untouched.load(searchData));
  });

  it('keeps the server answering (tokens stay valid)', async () => {
    await signIn();
    server().reset();
    await expect(api.bookmarks.list()).resolves.toHaveProperty('bookmarks');
  });
});

describe('seed', () => {
  const contactsFor = async (seed: number) => {
    restart({ seed });
    return (await server().db.load(searchData)).contacts;
  };

  it('makes the generated data deterministic', async () => {
    const first = await contactsFor(7);
    expect(await contactsFor(7)).toEqual(first);
    expect(await contactsFor(8)).not.toEqual(first);
  });
});
