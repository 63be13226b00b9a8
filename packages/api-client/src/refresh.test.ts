import MockAdapter from 'axios-mock-adapter';
import type { AxiosRequestConfig } from 'axios';
import { ApiError } from './errors';
import { configureApi } from './config';
import { http } from './http';
import { sessionExpiredMessage } from './refresh';
import { getSession, saveSession, sessionKeys } from './session';
import { adminUser, sessionWith } from './test/fixtures';

let mock: MockAdapter;
let onSessionExpired: jest.Mock;

const bearerOf = (config: AxiosRequestConfig) => String(config.headers?.Authorization ?? '');
const refreshCalls = () =>
  mock.history.post.filter((config) => config.url === '/jwt/refresh-token');
const callsTo = (url: string) => mock.history.get.filter((config) => config.url === url);

/** Answers like a protected endpoint: 200 for the given token, 401 for anything else. */
function protectedEndpoint(url: string, validToken: string) {
  mock
    .onGet(url)
    .reply((config) =>
      bearerOf(config) === `Bearer ${validToken}`
        ? [200, { url, token: validToken }]
        : [401, { message: 'Invalid or expired access token' }],
    );
}

function refreshSucceeds(newAccess = 'access-2', newRefresh = 'refresh-2') {
  mock.onPost('/jwt/refresh-token').reply(async () => [
    200,
    {
      userData: { ...adminUser, fullName: 'Avery Renewed' },
      accessToken: newAccess,
      refreshToken: newRefresh,
    },
  ]);
}

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the request to fail');
}

beforeEach(() => {
  localStorage.clear();
  mock = new MockAdapter(http);
  onSessionExpired = jest.fn();
  configureApi({ onSessionExpired });
});

afterEach(() => mock.restore());

describe('bearer header', () => {
  it('is attached when an access token is stored', async () => {
    saveSession(sessionWith('access-1', 'refresh-1'));
    mock.onGet('/me').reply((config) => [200, { authorization: bearerOf(config) }]);
    await expect(http.get('/me')).resolves.toMatchObject({
      data: { authorization: 'Bearer access-1' },
    });
  });

  it('is absent when nobody is signed in', async () => {
    mock.onGet('/me').reply((config) => [200, { authorization: bearerOf(config) }]);
    await expect(http.get('/me')).resolves.toMatchObject({ data: { authorization: '' } });
  });
});

describe('refresh and replay', () => {
  beforeEach(() => saveSession(sessionWith('access-1', 'refresh-1')));

  it('refreshes once for three concurrent 401s and replays each with the new token', async () => {
    const urls = ['/api/a', '/api/b', '/api/c'];
    for (const url of urls) protectedEndpoint(url, 'access-2');
    refreshSucceeds();

    const responses = await Promise.all(urls.map((url) => http.get(url)));

    expect(responses.map((response) => response.data)).toEqual(
      urls.map((url) => ({ url, token: 'access-2' })),
    );
    expect(refreshCalls()).toHaveLength(1);
    expect(JSON.parse(String(refreshCalls()[0].data))).toEqual({ refreshToken: 'refresh-1' });
    for (const url of urls) {
      expect(callsTo(url).map(bearerOf)).toEqual(['Bearer access-1', 'Bearer access-2']);
    }
    expect(getSession()).toEqual({
      userData: { ...adminUser, fullName: 'Avery Renewed' },
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('rejects every held request when the refresh fails, clears the session and calls onSessionExpired once', async () => {
    const urls = ['/api/a', '/api/b', '/api/c'];
    for (const url of urls) protectedEndpoint(url, 'access-2');
    mock.onPost('/jwt/refresh-token').reply(401, { message: 'Invalid refresh token' });

    const errors = await Promise.all(urls.map((url) => rejection(http.get(url))));

    for (const error of errors)
      expect(error).toMatchObject({ status: 401, message: sessionExpiredMessage });
    expect(refreshCalls()).toHaveLength(1);
    for (const url of urls) expect(callsTo(url)).toHaveLength(1);
    expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null });
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats a network failure of the refresh call as a failed refresh', async () => {
    protectedEndpoint('/api/a', 'access-2');
    mock.onPost('/jwt/refresh-token').networkError();
    await expect(rejection(http.get('/api/a'))).resolves.toMatchObject({ status: 401 });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(getSession().accessToken).toBeNull();
  });

  it('does not refresh a second time when the replayed request is refused again', async () => {
    mock.onGet('/api/a').reply(401, { message: 'Still not allowed' });
    refreshSucceeds();

    const error = await rejection(http.get('/api/a'));

    expect(error).toMatchObject({ status: 401, message: 'Still not allowed' });
    expect(refreshCalls()).toHaveLength(1);
    expect(callsTo('/api/a').map(bearerOf)).toEqual(['Bearer access-1', 'Bearer access-2']);
  });

  it('replays without refreshing a request whose 401 arrives after the refresh is done', async () => {
    let answerLate!: () => void;
    const lateAnswer = new Promise<void>((resolve) => (answerLate = resolve));
    protectedEndpoint('/api/fast', 'access-2');
    mock.onGet('/api/slow').reply(async (config) => {
      if (bearerOf(config) === 'Bearer access-2') return [200, 'slow ok'];
      await lateAnswer;
      return [401, { message: 'expired' }];
    });
    refreshSucceeds();

    const slow = http.get('/api/slow');
    await expect(http.get('/api/fast')).resolves.toMatchObject({ status: 200 });
    answerLate();

    await expect(slow).resolves.toMatchObject({ data: 'slow ok' });
    expect(refreshCalls()).toHaveLength(1);
  });

  it('lets a later 401 (after the refresh finished) start a new refresh', async () => {
    protectedEndpoint('/api/a', 'access-2');
    refreshSucceeds();
    await http.get('/api/a');
    mock.resetHandlers();
    protectedEndpoint('/api/a', 'access-3');
    refreshSucceeds('access-3', 'refresh-3');

    await expect(http.get('/api/a')).resolves.toMatchObject({ data: { token: 'access-3' } });
    expect(refreshCalls()).toHaveLength(2);
    expect(JSON.parse(String(refreshCalls()[1].data))).toEqual({ refreshToken: 'refresh-2' });
  });

  it.each(['/jwt/login', '/jwt/register', '/jwt/refresh-token'])(
    'never refreshes for a 401 from %s',
    async (url) => {
      mock.onPost(url).reply(401, { message: 'No' });
      await expect(rejection(http.post(url, {}))).resolves.toMatchObject({
        status: 401,
        message: 'No',
      });
      expect(mock.history.post).toHaveLength(1);
      expect(onSessionExpired).not.toHaveBeenCalled();
    },
  );
});

describe('a session whose account no longer exists', () => {
  it('signs out once: calls and the refresh answer 401, later calls do not sign out again', async () => {
    saveSession(sessionWith('access-1', 'refresh-1'));
    mock.onGet(/\/api\/.*/).reply(401, { message: 'This account no longer exists' });
    mock.onPost('/jwt/refresh-token').reply(401, { message: 'Invalid refresh token' });

    await Promise.all(['/api/a', '/api/b'].map((url) => rejection(http.get(url))));
    await rejection(http.get('/api/c'));

    expect(refreshCalls()).toHaveLength(1);
    expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });
});

describe('without a stored refresh token', () => {
  it('ends a session that has lost its refresh token: storage cleared, one redirect', async () => {
    saveSession(sessionWith('access-1', 'refresh-1'));
    localStorage.removeItem(sessionKeys.refreshToken);
    mock.onGet('/api/a').reply(401, { message: 'Invalid access token' });
    mock.onGet('/api/b').reply(401, { message: 'Invalid access token' });
    const failures = await Promise.all([
      rejection(http.get('/api/a')),
      rejection(http.get('/api/b')),
    ]);
    // The first ends the session; the second, answered after that, has no session left.
    expect(failures.map((failure) => failure.status)).toEqual([401, 401]);
    expect(failures[0].message).toBe(sessionExpiredMessage);
    expect(refreshCalls()).toHaveLength(0);
    expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('rejects the 401 of a visitor with no session as it is, without a refresh or a redirect', async () => {
    mock.onGet('/api/a').reply(401, { message: 'Missing access token' });
    await expect(rejection(http.get('/api/a'))).resolves.toMatchObject({
      status: 401,
      message: 'Missing access token',
    });
    expect(refreshCalls()).toHaveLength(0);
    expect(onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('other failures', () => {
  it('reject with ApiError, without any refresh', async () => {
    saveSession(sessionWith('access-1', 'refresh-1'));
    mock.onGet('/api/missing').reply(404, { message: 'No page with id 9' });
    mock.onGet('/api/down').networkError();
    await expect(rejection(http.get('/api/missing'))).resolves.toMatchObject({
      status: 404,
      message: 'No page with id 9',
    });
    await expect(rejection(http.get('/api/down'))).resolves.toMatchObject({ status: 0 });
    expect(refreshCalls()).toHaveLength(0);
  });
});
