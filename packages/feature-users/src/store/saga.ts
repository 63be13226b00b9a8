import { call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  api,
  toApiError,
  type AllUsersResponse,
  type UserDetailsResponse,
  type UserListResponse,
  type UserResponse,
} from '@tessera/api-client';
import {
  addRequested,
  deleteRequested,
  detailsFailed,
  detailsSucceeded,
  fetchAllFailed,
  fetchAllRequested,
  fetchAllSucceeded,
  fetchFailed,
  fetchRequested,
  fetchSucceeded,
  mutationFailed,
  mutationSucceeded,
  reactivateRequested,
  suspendRequested,
  updateRequested,
  userFailed,
  userRequested,
  userSucceeded,
  type MutationAction,
  type MutationOutcome,
  type UserListParams,
  type UsersError,
  type UsersRootState,
} from './slice';
import { toListQuery } from '../model/listParams';

/** A plain copy of the ApiError (api-client's toApiError wraps anything else) for the store. */
export function toUsersError(error: unknown): UsersError {
  const { status, message, fieldErrors } = toApiError(error);
  return fieldErrors ? { status, message, fieldErrors } : { status, message };
}

export function* fetchListFlow({ payload }: ReturnType<typeof fetchRequested>) {
  try {
    const response: UserListResponse = yield call(api.users.list, toListQuery(payload));
    yield put(fetchSucceeded(response));
  } catch (error) {
    yield put(fetchFailed(toUsersError(error)));
  }
}

export function* fetchAllFlow() {
  try {
    const users: AllUsersResponse = yield call(api.users.all);
    yield put(fetchAllSucceeded(users));
  } catch {
    // The cards show no numbers; the list itself reports the server's problem.
    yield put(fetchAllFailed());
  }
}

/** The view page's user, then what the tabs show about them. */
export function* fetchUserFlow({ payload: id }: ReturnType<typeof userRequested>) {
  try {
    const { user }: UserResponse = yield call(api.users.get, { id });
    yield put(userSucceeded(user));
  } catch (error) {
    yield put(userFailed(toUsersError(error)));
    return;
  }
  try {
    const details: UserDetailsResponse = yield call(api.users.details, { id });
    yield put(detailsSucceeded(details));
  } catch {
    yield put(detailsFailed());
  }
}

type ChangeResult = Omit<MutationOutcome, 'requestId'>;

/** The one api call each kind of change makes. */
export async function sendChange(action: MutationAction): Promise<ChangeResult> {
  if (addRequested.match(action)) return { user: (await api.users.add(action.payload)).user };
  if (updateRequested.match(action)) {
    return { user: (await api.users.update(action.payload)).user };
  }
  if (suspendRequested.match(action)) {
    return { user: (await api.users.update({ id: action.payload, status: 'inactive' })).user };
  }
  if (reactivateRequested.match(action)) {
    return { user: (await api.users.update({ id: action.payload, status: 'active' })).user };
  }
  return { removedId: (await api.users.remove({ id: action.payload })).id };
}

const selectListParams = (state: UsersRootState) => state.users.params;

/** Sends one change; on success the list and the statistics are fetched again (SPEC §4). */
export function* mutationFlow(action: MutationAction) {
  const { requestId } = action.meta;
  try {
    const outcome: ChangeResult = yield call(sendChange, action);
    yield put(mutationSucceeded({ requestId, ...outcome }));
  } catch (error) {
    yield put(mutationFailed({ requestId, error: toUsersError(error) }));
    return;
  }
  const params: UserListParams = yield select(selectListParams);
  yield put(fetchRequested(params));
  yield put(fetchAllRequested());
}

export function* usersSaga() {
  // A newer list request makes an older answer useless.
  yield takeLatest(fetchRequested.type, fetchListFlow);
  yield takeLatest(fetchAllRequested.type, fetchAllFlow);
  yield takeLatest(userRequested.type, fetchUserFlow);
  // Every change the user asked for is sent, even when another one is under way.
  yield takeEvery(
    [
      addRequested.type,
      updateRequested.type,
      suspendRequested.type,
      reactivateRequested.type,
      deleteRequested.type,
    ],
    mutationFlow,
  );
}
