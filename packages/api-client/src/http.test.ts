import { AxiosHeaders } from 'axios';
import MockAdapter from 'axios-mock-adapter';
import { configureApi } from './config';
import { http, loginRedirectUrl } from './http';
import { clearSession, saveSession } from './session';
import { adminUser } from './test/fixtures';

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

describe('the bearer token', () => {
  let mock: MockAdapter;
  let header: unknown;
  /** The Authorization header a GET of `url` carried. */
  const sentAuthorization = async (url: string) => {
    header = undefined;
    await http.get(url);
    return header;
  };

  beforeEach(() => {
    saveSession({ accessToken: 'access-1', refreshToken: 'refresh-1', userData: adminUser });
    mock = new MockAdapter(http);
    mock.onAny().reply((config) => {
      header = new AxiosHeaders(config.headers as AxiosHeaders | undefined).get('Authorization');
      return [200, {}];
    });
  });
  afterEach(() => {
    mock.restore();
    clearSession();
    configureApi({ baseURL: '' });
  });

  it('goes to the API on this origin', async () => {
    await expect(sentAuthorization('/api/users/list/data')).resolves.toBe('Bearer access-1');
    await expect(sentAuthorization(`${window.location.origin}/api/x`)).resolves.toBe(
      'Bearer access-1',
    );
  });

  it('never goes to another origin', async () => {
    await expect(sentAuthorization('https://elsewhere.example/collect')).resolves.toBeUndefined();
    await expect(sentAuthorization('//elsewhere.example/collect')).resolves.toBeUndefined();
  });

  it('follows a configured base URL: its origin and path only', async () => {
    configureApi({ baseURL: 'https://api.example.test/v1' });
    await expect(sentAuthorization('/users')).resolves.toBe('Bearer access-1');
    await expect(sentAuthorization('https://api.example.test/v1/users')).resolves.toBe(
      'Bearer access-1',
    );
    await expect(sentAuthorization('https://api.example.test/v10/users')).resolves.toBeUndefined();
    await expect(sentAuthorization(`${window.location.origin}/api/x`)).resolves.toBeUndefined();
  });
});

describe('signing out', () => {
  it('cancels the requests in flight: an answer arriving after it is never delivered', async () => {
    const mock = new MockAdapter(http);
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    mock.onGet('/slow').reply(async () => {
      await answered;
      return [200, 'the previous account’s data'];
    });
    mock.onGet('/fast').reply(200, 'fresh');

    const late = http.get('/slow');
    clearSession();
    answer();
    await expect(late).rejects.toThrow();
    // The next session's requests go through.
    await expect(http.get('/fast')).resolves.toMatchObject({ data: 'fresh' });
    mock.restore();
  });
});
