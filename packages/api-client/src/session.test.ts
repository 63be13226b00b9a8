import {
  clearSession,
  getSession,
  getUserData,
  saveSession,
  subscribeSession,
  updateUserData,
} from './session';
import { adminUser, sessionWith } from './test/fixtures';

beforeEach(() => localStorage.clear());

describe('session storage', () => {
  it('stores the tokens as plain strings and userData as JSON, under the spec keys', () => {
    saveSession(sessionWith('access-1', 'refresh-1'));
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toEqual(adminUser);
    expect(getSession()).toEqual({
      userData: adminUser,
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
    });
  });

  it('clears all three keys', () => {
    saveSession(sessionWith('access-1', 'refresh-1'));
    localStorage.setItem('skin', 'dark');
    clearSession();
    expect(getSession()).toEqual({ userData: null, accessToken: null, refreshToken: null });
    expect(localStorage.getItem('skin')).toBe('dark');
  });

  it.each(['{not json', 'null', '42', '"text"'])('reads corrupt userData %s as no user', (raw) => {
    localStorage.setItem('userData', raw);
    expect(getUserData()).toBeNull();
  });
});

describe('subscribeSession', () => {
  it('tells listeners about saves and clears until they unsubscribe', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    saveSession(sessionWith('a', 'r'));
    clearSession();
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    saveSession(sessionWith('a', 'r'));
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('hears changes another tab makes to the session keys only', () => {
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'accessToken' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'skin' }));
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    window.dispatchEvent(new StorageEvent('storage', { key: 'userData' }));
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

describe('updateUserData', () => {
  it('changes the stored userData, keeps the tokens and tells the listeners', () => {
    saveSession(sessionWith('a', 'r'));
    const listener = jest.fn();
    const unsubscribe = subscribeSession(listener);
    updateUserData((userData) => ({ ...userData, extras: { eCommerceCartItemsCount: 7 } }));
    expect(getUserData()?.extras.eCommerceCartItemsCount).toBe(7);
    expect(getSession()).toMatchObject({ accessToken: 'a', refreshToken: 'r' });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
  });

  it('does nothing without a session', () => {
    clearSession();
    const change = jest.fn();
    updateUserData(change);
    expect(change).not.toHaveBeenCalled();
    expect(getUserData()).toBeNull();
  });
});
