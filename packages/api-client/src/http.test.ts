import MockAdapter from 'axios-mock-adapter';
import { configureApi } from './config';
import { http, loginRedirectUrl } from './http';

describe('configureApi', () => {
  afterEach(() => configureApi({ baseURL: '' }));

  it('sets the base URL of the shared instance', async () => {
    configureApi({ baseURL: 'https://api.example.test/v1' });
    expect(http.defaults.baseURL).toBe('https://api.example.test/v1');
    const mock = new MockAdapter(http);
    mock.onGet('https://api.example.test/v1/ping').reply(200, 'pong');
    await expect(http.get('/ping')).resolves.toMatchObject({ data: 'pong' });
    mock.restore();
  });

  it('leaves the base URL alone when none is given', () => {
    configureApi({ baseURL: '/api' });
    configureApi({ onSessionExpired: () => undefined });
    expect(http.defaults.baseURL).toBe('/api');
  });
});

describe('beforeFirstRequest', () => {
  it('runs once, before the first request leaves, with the shared instance', async () => {
    let mock: MockAdapter | undefined;
    const prepare = jest.fn(async (instance: typeof http) => {
      // What the shell does: the fake server registers on the instance it is given.
      mock = new MockAdapter(instance);
      mock.onGet('/ready').reply(200, 'yes');
    });
    configureApi({ beforeFirstRequest: prepare });
    expect(prepare).not.toHaveBeenCalled();

    await expect(Promise.all([http.get('/ready'), http.get('/ready')])).resolves.toMatchObject([
      { data: 'yes' },
      { data: 'yes' },
    ]);
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(prepare).toHaveBeenCalledWith(http);
    mock?.restore();
  });
});

describe('loginRedirectUrl', () => {
  it('sends the user to /login with the current path and query as returnTo, saying why', () => {
    expect(loginRedirectUrl({ pathname: '/apps/user/list', search: '?page=2&q=a b' })).toBe(
      '/login?returnTo=%2Fapps%2Fuser%2Flist%3Fpage%3D2%26q%3Da%20b&session=ended',
    );
  });

  it('does nothing on the login page itself', () => {
    expect(loginRedirectUrl({ pathname: '/login', search: '?returnTo=%2F' })).toBeNull();
  });
});
