import MockAdapter from 'axios-mock-adapter';
import { api, ApiError, http } from './index';

let mock: MockAdapter;

beforeEach(() => {
  localStorage.clear();
  mock = new MockAdapter(http);
});
afterEach(() => mock.restore());

describe('api functions', () => {
  it('send each call to its path and method and resolve with the body', async () => {
    mock.onPost('/jwt/login', { email: 'a@b.co', password: 'x' }).reply(200, { login: true });
    mock.onPost('/jwt/register').reply(200, { register: true });
    mock.onPost('/jwt/refresh-token', { refreshToken: 'r' }).reply(200, { refresh: true });
    mock.onGet('/api/main-search/data').reply(200, { searchArr: [] });
    mock.onGet('/api/bookmarks/data').reply(200, { bookmarks: ['/apps/roles'] });
    mock
      .onPost('/api/bookmarks/update', { link: '/apps/roles' })
      .reply(200, { link: '/apps/roles', isBookmarked: false });
    mock.onGet('/api/autocomplete/data').reply(200, [{ id: 1, title: 'Emma', rank: 2 }]);

    await expect(api.auth.login({ email: 'a@b.co', password: 'x' })).resolves.toEqual({
      login: true,
    });
    await expect(
      api.auth.register({ username: 'u', email: 'a@b.co', password: 'secret' }),
    ).resolves.toEqual({
      register: true,
    });
    await expect(api.auth.refreshToken({ refreshToken: 'r' })).resolves.toEqual({ refresh: true });
    await expect(api.search.list()).resolves.toEqual({ searchArr: [] });
    await expect(api.bookmarks.list()).resolves.toEqual({ bookmarks: ['/apps/roles'] });
    await expect(api.bookmarks.toggle({ link: '/apps/roles' })).resolves.toEqual({
      link: '/apps/roles',
      isBookmarked: false,
    });
    await expect(api.autocomplete.list()).resolves.toEqual([{ id: 1, title: 'Emma', rank: 2 }]);
  });

  it('register turns the 200 "already in use" answer into an ApiError with fieldErrors', async () => {
    const error = {
      email: 'This email is already in use.',
      username: 'This username is already in use.',
    };
    mock.onPost('/jwt/register').reply(200, { error });

    const rejection = api.auth.register({
      username: 'avery',
      email: 'admin@demo.com',
      password: 'secret',
    });

    await expect(rejection).rejects.toBeInstanceOf(ApiError);
    await expect(rejection).rejects.toMatchObject({ status: 200, fieldErrors: error });
  });

  it('reject with ApiError, login field errors included', async () => {
    mock.onPost('/jwt/login').reply(400, { error: { email: 'Email or Password is Invalid' } });
    await expect(api.auth.login({ email: 'a@b.co', password: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'Email or Password is Invalid',
      fieldErrors: { email: 'Email or Password is Invalid' },
    });
  });
});

describe('bundle boundaries', () => {
  function forbidZod() {
    jest.doMock('zod', () => {
      throw new Error('zod was loaded at runtime');
    });
  }
  afterEach(() => jest.dontMock('zod'));

  it('the schemas entry needs zod (so the probe below works)', async () => {
    await jest.isolateModulesAsync(async () => {
      forbidZod();
      await expect(import('./schemas')).rejects.toThrow('zod was loaded at runtime');
    });
  });

  it('the main entry (http, session, contract functions) runs without zod', async () => {
    await jest.isolateModulesAsync(async () => {
      forbidZod();
      const entry = await import('./index');
      expect(typeof entry.api.auth.login).toBe('function');
    });
  });
});
