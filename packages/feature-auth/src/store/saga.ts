import { call, put, takeLatest } from 'redux-saga/effects';
import { api, ApiError } from '@tessera/api-client';
import { dropSession, storeSession } from '../session/commitSession';
import {
  loginFailed,
  loginRequested,
  loginSucceeded,
  logoutRequested,
  logoutSucceeded,
  registerFailed,
  registerRequested,
  registerSucceeded,
  type AuthError,
} from './slice';

type LoginResult = Awaited<ReturnType<typeof api.auth.login>>;
type RegisterResult = Awaited<ReturnType<typeof api.auth.register>>;

/** api-client normalises every failure into an ApiError; anything else is a bug worth showing. */
export function toAuthError(error: unknown): AuthError {
  if (error instanceof ApiError) {
    const { status, message, fieldErrors } = error;
    return fieldErrors ? { status, message, fieldErrors } : { status, message };
  }
  return { status: 0, message: error instanceof Error ? error.message : String(error) };
}

export function* loginFlow({ payload }: ReturnType<typeof loginRequested>) {
  try {
    const result: LoginResult = yield call(api.auth.login, payload);
    yield call(storeSession, result);
    yield put(loginSucceeded());
  } catch (error) {
    yield put(loginFailed(toAuthError(error)));
  }
}

/** A new account is signed in at once (SPEC §6: it is an admin). */
export function* registerFlow({ payload }: ReturnType<typeof registerRequested>) {
  try {
    const { user, accessToken, refreshToken }: RegisterResult = yield call(
      api.auth.register,
      payload,
    );
    yield call(storeSession, { userData: user, accessToken, refreshToken });
    yield put(registerSucceeded());
  } catch (error) {
    yield put(registerFailed(toAuthError(error)));
  }
}

/** Local only: the spec's /jwt/logout is never called. */
export function* logoutFlow() {
  yield call(dropSession);
  yield put(logoutSucceeded());
}

export function* authSaga() {
  yield takeLatest(loginRequested.type, loginFlow);
  yield takeLatest(registerRequested.type, registerFlow);
  yield takeLatest(logoutRequested.type, logoutFlow);
}
