import { call, put, takeLatest } from 'redux-saga/effects';
import { api, ApiError } from '@tessera/api-client';
import { dropSession, storeSession } from '../session/commitSession';
import { takeCredentials } from './credentials';
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
  type LoginCredentials,
  type RegistrationDetails,
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

/** A ticket already spent (the same action dispatched twice) is refused like a bad form. */
const missingCredentials: AuthError = { status: 400, message: 'The form was already sent.' };

export function* loginFlow({ payload }: ReturnType<typeof loginRequested>) {
  const credentials = takeCredentials<LoginCredentials>(payload.ticket);
  if (!credentials) {
    yield put(loginFailed(missingCredentials));
    return;
  }
  try {
    const result: LoginResult = yield call(api.auth.login, credentials);
    yield call(storeSession, result);
    yield put(loginSucceeded());
  } catch (error) {
    yield put(loginFailed(toAuthError(error)));
  }
}

/** A new account is signed in at once (SPEC §6: it is an admin). */
export function* registerFlow({ payload }: ReturnType<typeof registerRequested>) {
  const details = takeCredentials<RegistrationDetails>(payload.ticket);
  if (!details) {
    yield put(registerFailed(missingCredentials));
    return;
  }
  try {
    const { user, accessToken, refreshToken }: RegisterResult = yield call(
      api.auth.register,
      details,
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
