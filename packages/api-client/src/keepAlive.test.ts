import { keepSessionAlive } from './keepAlive';
import { clearSession, getSession, saveSession } from './session';
import { adminUser } from './test/fixtures';

const minute = 60_000;

/** An unsigned JWT with the given lifetime from now: the client only reads `iat` and `exp`. */
function tokenFor(lifetimeMs: number, typ: 'access' | 'refresh'): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const iat = Math.floor(Date.now() / 1000);
  const payload = { sub: '1', typ, iat, exp: iat + lifetimeMs / 1000 };
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

/** A session issued now whose two tokens both live ten minutes, as the server issues them. */
function signInNow(accessMs = 10 * minute, refreshMs = accessMs) {
  saveSession({
    userData: adminUser,
    accessToken: tokenFor(accessMs, 'access'),
    refreshToken: tokenFor(refreshMs, 'refresh'),
  });
}

const userActs = () => window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));

let refresh: jest.Mock<Promise<void>, []>;
let end: jest.Mock<void, []>;
let stop: () => void;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-23T10:00:00Z') });
  localStorage.clear();
  // A refresh answers a new pair, as the server does.
  refresh = jest.fn(async () => signInNow());
  end = jest.fn(() => clearSession());
  stop = keepSessionAlive({ refresh, end });
});

afterEach(() => {
  stop();
  jest.useRealTimers();
});

describe('keepSessionAlive', () => {
  it('refreshes a minute before expiry when the user was active, so work is never cut off', async () => {
    signInNow();
    for (let elapsed = 0; elapsed < 60; elapsed += 1) {
      userActs();
      await jest.advanceTimersByTimeAsync(minute);
    }
    expect(refresh.mock.calls.length).toBeGreaterThanOrEqual(6);
    expect(end).not.toHaveBeenCalled();
    expect(getSession().accessToken).not.toBeNull();
  });

  it('refreshes at nine minutes, not before', async () => {
    signInNow();
    userActs();
    await jest.advanceTimersByTimeAsync(9 * minute - 1_000);
    expect(refresh).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends an idle session at expiry, once', async () => {
    signInNow();
    await jest.advanceTimersByTimeAsync(10 * minute - 1_000);
    expect(end).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(end).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(30 * minute);
    expect(refresh).not.toHaveBeenCalled();
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('refreshes when an idle user comes back in the last minute', async () => {
    signInNow();
    await jest.advanceTimersByTimeAsync(9.5 * minute);
    expect(refresh).not.toHaveBeenCalled();
    userActs();
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(minute);
    expect(end).not.toHaveBeenCalled();
  });

  it('with a longer-lived refresh token, renews on activity after the access token expired and ends at its expiry', async () => {
    signInNow(5 * minute, 30 * minute);
    refresh.mockImplementation(async () => signInNow(5 * minute, 30 * minute));
    await jest.advanceTimersByTimeAsync(20 * minute);
    expect(end).not.toHaveBeenCalled();
    userActs();
    await jest.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    // The renewed session, left alone, ends with its refresh token.
    await jest.advanceTimersByTimeAsync(30 * minute - 1_000);
    expect(end).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    expect(end).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends a session found expired when it starts (a reload after a long absence)', async () => {
    signInNow();
    stop();
    await jest.advanceTimersByTimeAsync(11 * minute);
    expect(end).not.toHaveBeenCalled();
    stop = keepSessionAlive({ refresh, end });
    await jest.advanceTimersByTimeAsync(0);
    expect(end).toHaveBeenCalledTimes(1);
  });

  it('follows a session another tab refreshed', async () => {
    signInNow();
    await jest.advanceTimersByTimeAsync(8 * minute);
    signInNow(); // the other tab's refresh lands in the shared storage
    await jest.advanceTimersByTimeAsync(5 * minute);
    expect(end).not.toHaveBeenCalled();
  });

  it('does nothing for tokens it cannot read (an opaque backend token): the 401 path handles them', async () => {
    saveSession({ userData: adminUser, accessToken: 'opaque-1', refreshToken: 'opaque-2' });
    userActs();
    await jest.advanceTimersByTimeAsync(60 * minute);
    expect(refresh).not.toHaveBeenCalled();
    expect(end).not.toHaveBeenCalled();
  });

  it('stops after sign-out and after stop()', async () => {
    signInNow();
    clearSession();
    await jest.advanceTimersByTimeAsync(20 * minute);
    expect(end).not.toHaveBeenCalled();
    signInNow();
    stop();
    await jest.advanceTimersByTimeAsync(20 * minute);
    expect(end).not.toHaveBeenCalled();
  });
});
