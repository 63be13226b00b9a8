import { call, put } from 'redux-saga/effects';
import { api, ApiError } from '@tessera/api-client';
import { dropSession, storeSession, type Session } from '../session/commitSession';
import { loginFlow, logoutFlow, registerFlow, toAuthError } from './saga';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutSucceeded,
  registerFailed,
  registerRequested,
  registerSucceeded,
} from './slice';

const credentials = { email: 'admin@demo.com', password: 'admin' };
const session = {
  userData: { id: 1, fullName: 'John Doe', role: 'admin' },
  accessToken: 'access',
  refreshToken: 'refresh',
} as unknown as Session;

describe('loginFlow', () => {
  it('calls the API, saves the session, then signals success', () => {
    const flow = loginFlow(loginRequested(credentials));
    expect(flow.next().value).toEqual(call(api.auth.login, credentials));
    expect(flow.next(session).value).toEqual(call(storeSession, session));
    expect(flow.next().value).toEqual(put(loginSucceeded()));
    expect(flow.next().done).toBe(true);
  });

  it('puts the ApiError, as plain data, when the server refuses', () => {
    const flow = loginFlow(loginRequested(credentials));
    flow.next();
    const refused = new ApiError(400, 'Email or Password is Invalid', {
      email: 'Email or Password is Invalid',
    });
    expect(flow.throw(refused).value).toEqual(
      put(
        loginFailed({
          status: 400,
          message: 'Email or Password is Invalid',
          fieldErrors: { email: 'Email or Password is Invalid' },
        }),
      ),
    );
    expect(flow.next().done).toBe(true);
  });
});

describe('registerFlow', () => {
  const details = { username: 'johndoe', email: 'admin@demo.com', password: 'secret' };

  it('signs the new user in with the returned user and tokens', () => {
    const flow = registerFlow(registerRequested(details));
    expect(flow.next().value).toEqual(call(api.auth.register, details));
    const { userData, accessToken, refreshToken } = session;
    expect(flow.next({ user: userData, accessToken, refreshToken }).value).toEqual(
      call(storeSession, session),
    );
    expect(flow.next().value).toEqual(put(registerSucceeded()));
  });

  it('reports a duplicate e-mail and username on their fields', () => {
    const flow = registerFlow(registerRequested(details));
    flow.next();
    const fieldErrors = {
      email: 'This email is already in use.',
      username: 'This username is already in use.',
    };
    const next = flow.throw(new ApiError(200, 'Registration failed', fieldErrors));
    expect(next.value).toEqual(
      put(registerFailed({ status: 200, message: 'Registration failed', fieldErrors })),
    );
  });
});

describe('logoutFlow', () => {
  it('clears the session, then signals it', () => {
    const flow = logoutFlow();
    expect(flow.next().value).toEqual(call(dropSession));
    expect(flow.next().value).toEqual(put(logoutSucceeded()));
  });
});

describe('toAuthError', () => {
  it('keeps an unexpected error visible', () => {
    expect(toAuthError(new TypeError('boom'))).toEqual({ status: 0, message: 'boom' });
  });
});
