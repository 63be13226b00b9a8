import { api, getSession, saveSession, type UserData } from '@tessera/api-client';
import {
  loginResponseSchema,
  registerResponseSchema,
  userDataSchema,
} from '@tessera/api-client/schemas';
import { decodeJwt } from 'jose';
import type { FakeServer } from '../../index';
import {
  admin,
  advanceClock,
  apiErrorOf,
  client,
  raw,
  signIn,
  snapshot,
  setupFakeServer,
} from '../../test/helpers';
import { authData } from './handle';
import { messages } from './routes';

const { server, restart, onSessionExpired } = setupFakeServer();
const failingSigner = { signToken: () => Promise.reject(new Error('no key')) };

const newAccount = { username: 'quinn', email: 'quinn@example.com', password: 'secret12' };

const usernameRule = 'username: must be 3 to 30 letters, digits, dots, dashes or underscores';

const usersOf = async (fake: FakeServer = server()) => (await fake.db.load(authData)).users;

afterEach(() => jest.useRealTimers());

describe('POST /jwt/login', () => {
  it('signs the admin in: userData without password, an access and a refresh token', async () => {
    const response = await api.auth.login(admin);
    expect(loginResponseSchema.parse(response)).toEqual(response);
    expect(response.userData).toEqual<UserData>({
      id: 1,
      fullName: 'Avery Stone',
      username: 'avery',
      avatar: expect.stringMatching(/^data:image\/svg\+xml,/),
      email: 'admin@demo.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 3 },
    });
    expect(response.userData).not.toHaveProperty('password');
    expect(decodeJwt(response.accessToken)).toMatchObject({ sub: '1', typ: 'access' });
    expect(decodeJwt(response.refreshToken)).toMatchObject({ sub: '1', typ: 'refresh' });
  });

  it('signs the client in with read ACL, read Auth and manage ECommerce (a shopper)', async () => {
    const { userData } = await api.auth.login(client);
    expect(userData).toMatchObject({
      id: 2,
      role: 'client',
      ability: [
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
        { action: 'manage', subject: 'ECommerce' },
      ],
      extras: { eCommerceCartItemsCount: 0 },
    });
  });

  it('matches the email whatever its case', async () => {
    await expect(api.auth.login({ ...admin, email: 'Admin@Demo.com' })).resolves.toMatchObject({
      userData: { id: 1 },
    });
  });

  it.each([
    ['a wrong password', { ...admin, password: 'client' }],
    ['an unknown email', { email: 'nobody@demo.com', password: 'admin' }],
  ])('answers 400 error.email for %s', async (_, credentials) => {
    const response = await raw('post', '/jwt/login', { data: credentials });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ error: { email: 'Email or Password is Invalid' } });
    await expect(apiErrorOf(api.auth.login(credentials))).resolves.toMatchObject({
      status: 400,
      message: messages.loginMismatch,
      fieldErrors: { email: 'Email or Password is Invalid' },
    });
  });

  it("answers 400 'Something went wrong' when signing the tokens fails", async () => {
    restart(failingSigner);
    const response = await raw('post', '/jwt/login', { data: admin });
    expect(response.status).toBe(400);
    expect(response.data).toEqual({ error: 'Something went wrong' });
    await expect(apiErrorOf(api.auth.login(admin))).resolves.toMatchObject({
      status: 400,
      message: 'Something went wrong',
    });
  });

  it.each([
    [{ password: 'admin' }, 'email: is required'],
    [{ email: 'admin@demo.com' }, 'password: is required'],
    [{ email: 'not-an-email', password: 'admin' }, 'email: must be a valid email address'],
    [{ email: 'admin@demo.com', password: 42 }, 'password: must be a string'],
    [{ email: 'admin@demo.com', password: '' }, 'password: must not be empty'],
    [['admin'], 'body: must be an object'],
    ['{"email": ', 'body: must be valid JSON'],
    [undefined, 'body: is required'],
  ])('answers 400 naming the field for %j', async (data, message) => {
    await expect(raw('post', '/jwt/login', { data })).resolves.toMatchObject({
      status: 400,
      data: { message },
    });
  });
});

describe('POST /jwt/register', () => {
  it('creates an admin who is signed in at once and can log in later', async () => {
    const response = await api.auth.register(newAccount);

    expect(registerResponseSchema.parse(response)).toEqual(response);
    expect(response.user).toMatchObject({
      id: 3,
      username: 'quinn',
      email: 'quinn@example.com',
      role: 'admin',
      ability: [{ action: 'manage', subject: 'all' }],
      extras: { eCommerceCartItemsCount: 0 },
    });
    expect(response.user).not.toHaveProperty('password');
    expect(decodeJwt(response.accessToken)).toMatchObject({ sub: '3', typ: 'access' });

    const login = await api.auth.login({ email: newAccount.email, password: newAccount.password });
    expect(login.userData).toEqual(response.user);
  });

  it('lets the new account call protected endpoints with its token', async () => {
    const { user, accessToken, refreshToken } = await api.auth.register(newAccount);
    saveSession({ userData: user, accessToken, refreshToken });
    await expect(api.bookmarks.list()).resolves.toHaveProperty('bookmarks');
  });

  it.each([
    [
      'email',
      { ...newAccount, email: 'ADMIN@demo.com' },
      { email: 'This email is already in use.' },
    ],
    [
      'username',
      { ...newAccount, username: 'Avery' },
      { username: 'This username is already in use.' },
    ],
    [
      'email and username',
      { ...newAccount, email: 'client@demo.com', username: 'jordan' },
      { email: 'This email is already in use.', username: 'This username is already in use.' },
    ],
  ])('answers 200 with the clashing %s, adding nobody', async (_, account, error) => {
    const before = snapshot(await usersOf());

    const response = await raw('post', '/jwt/register', { data: account });
    expect(response.status).toBe(200);
    expect(response.data).toEqual({ error });
    await expect(apiErrorOf(api.auth.register(account))).resolves.toMatchObject({
      status: 200,
      fieldErrors: error,
    });

    expect(await usersOf()).toEqual(before);
  });

  it('adds nobody when signing the tokens fails', async () => {
    const failing = restart(failingSigner);
    const before = snapshot(await usersOf(failing));

    const response = await raw('post', '/jwt/register', { data: newAccount });

    expect(response).toMatchObject({ status: 400, data: { error: 'Something went wrong' } });
    expect(await usersOf(failing)).toEqual(before);
  });

  it.each([
    [{ email: 'q@example.com', password: 'secret12' }, 'username: is required'],
    [{ ...newAccount, username: '   ' }, usernameRule],
    [{ ...newAccount, email: 'quinn' }, 'email: must be a valid email address'],
    [{ ...newAccount, password: 'short12' }, 'password: must be at least 8 characters'],
    [{ ...newAccount, password: 'password' }, 'password: must contain a digit'],
    [{ ...newAccount, username: "x' OR 1=1 --" }, usernameRule],
    [{ ...newAccount, username: '<b>bold</b>' }, usernameRule],
    [{ ...newAccount, username: 'x'.repeat(500) }, usernameRule],
    [{ ...newAccount, username: 7 }, 'username: must be a string'],
  ])('answers 400 naming the field for %j, adding nobody', async (data, message) => {
    const before = snapshot(await usersOf());
    await expect(raw('post', '/jwt/register', { data })).resolves.toMatchObject({
      status: 400,
      data: { message },
    });
    expect(await usersOf()).toEqual(before);
  });
});

describe('POST /jwt/refresh-token', () => {
  it('answers the user and a new pair for a valid refresh token', async () => {
    const login = await api.auth.login(client);
    const refreshed = await api.auth.refreshToken({ refreshToken: login.refreshToken });
    expect(loginResponseSchema.parse(refreshed)).toEqual(refreshed);
    expect(refreshed.userData).toEqual(login.userData);
    expect(refreshed.accessToken).not.toBe(login.accessToken);
    expect(refreshed.refreshToken).not.toBe(login.refreshToken);
    expect(decodeJwt(refreshed.refreshToken)).toMatchObject({ sub: '2', typ: 'refresh' });
  });

  it('refuses an access token used as a refresh token, and garbage', async () => {
    const { accessToken } = await api.auth.login(admin);
    for (const refreshToken of [accessToken, 'garbage', `${accessToken}x`]) {
      const response = await raw('post', '/jwt/refresh-token', { data: { refreshToken } });
      expect(response).toMatchObject({ status: 401, data: { message: 'Invalid refresh token' } });
    }
    await expect(
      apiErrorOf(api.auth.refreshToken({ refreshToken: 'garbage' })),
    ).resolves.toMatchObject({
      status: 401,
      message: 'Invalid refresh token',
    });
  });

  it('refuses an expired refresh token', async () => {
    restart({ tokenTtlSeconds: 60 });
    const { refreshToken } = await api.auth.login(admin);
    advanceClock(61);
    const response = await raw('post', '/jwt/refresh-token', { data: { refreshToken } });
    expect(response).toMatchObject({ status: 401, data: { message: 'Invalid refresh token' } });
  });

  it('refuses the token of a user who no longer exists (after reset)', async () => {
    const { refreshToken } = await api.auth.register(newAccount);
    server().reset();
    await expect(
      raw('post', '/jwt/refresh-token', { data: { refreshToken } }),
    ).resolves.toMatchObject({
      status: 401,
      data: { message: 'Invalid refresh token' },
    });
  });

  it.each([
    [{}, 'refreshToken: is required'],
    [{ refreshToken: '' }, 'refreshToken: must not be empty'],
    [{ refreshToken: 5 }, 'refreshToken: must be a string'],
  ])('answers 400 naming the field for %j', async (data, message) => {
    await expect(raw('post', '/jwt/refresh-token', { data })).resolves.toMatchObject({
      status: 400,
      data: { message },
    });
  });
});

describe('the client refresh path against this server', () => {
  it('refreshes a rejected access token and replays the call', async () => {
    const session = await signIn();
    saveSession({ ...session, accessToken: 'stale' });

    await expect(api.bookmarks.list()).resolves.toHaveProperty('bookmarks');

    const stored = getSession();
    expect(stored.accessToken).not.toBe('stale');
    expect(stored.refreshToken).not.toBe(session.refreshToken);
    expect(onSessionExpired()).not.toHaveBeenCalled();
  });

  it('ends the session when both tokens have expired', async () => {
    restart({ tokenTtlSeconds: 60 });
    await signIn();
    advanceClock(61);

    const error = await apiErrorOf(Promise.all([api.bookmarks.list(), api.search.list()]));

    expect(error.status).toBe(401);
    expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null });
    expect(onSessionExpired()).toHaveBeenCalledTimes(1);
  });
});

describe('the stored users', () => {
  it('keep the demo accounts valid by the contract (apart from the password)', async () => {
    for (const { password, ...user } of await usersOf()) {
      expect(password.length).toBeGreaterThan(0);
      expect(userDataSchema.parse(user)).toEqual(user);
    }
  });
});
