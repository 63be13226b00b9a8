import { all, call, put, select, takeEvery, takeLatest } from 'redux-saga/effects';
import {
  api,
  toApiError,
  type ManagedRole,
  type PermissionListResponse,
  type RolesResponse,
  type UserListResponse,
} from '@tessera/api-client';
import {
  addPermissionRequested,
  addRoleRequested,
  deletePermissionRequested,
  fetchPermissionsFailed,
  fetchPermissionsRequested,
  fetchPermissionsSucceeded,
  fetchRolesFailed,
  fetchRolesRequested,
  fetchRolesSucceeded,
  fetchUsersFailed,
  fetchUsersRequested,
  fetchUsersSucceeded,
  mutationFailed,
  mutationSucceeded,
  selectPermissionList,
  selectRoleList,
  updatePermissionRequested,
  updateRoleRequested,
  type FailurePayload,
  type ListState,
  type MutationAction,
  type PermissionListParams,
} from './slice';

/** api-client normalises every failure into an ApiError; the store keeps plain text. */
export function toFailure(error: unknown): FailurePayload {
  const { message, fieldErrors } = toApiError(error);
  return fieldErrors ? { error: message, fieldErrors } : { error: message };
}

export function* fetchPermissionsFlow({ payload }: ReturnType<typeof fetchPermissionsRequested>) {
  try {
    const response: PermissionListResponse = yield call(api.permissions.list, payload);
    yield put(fetchPermissionsSucceeded(response));
  } catch (error) {
    yield put(fetchPermissionsFailed(toFailure(error).error));
  }
}

export function* fetchRolesFlow() {
  try {
    const { roles }: RolesResponse = yield call(api.roles.list);
    yield put(fetchRolesSucceeded(roles));
  } catch (error) {
    yield put(fetchRolesFailed(toFailure(error).error));
  }
}

export function* fetchUsersFlow({ payload }: ReturnType<typeof fetchUsersRequested>) {
  try {
    const response: UserListResponse = yield call(api.users.list, payload);
    yield put(fetchUsersSucceeded(response));
  } catch (error) {
    yield put(fetchUsersFailed(toFailure(error).error));
  }
}

/** Sends one change to the server. */
export function sendMutation(action: MutationAction): Promise<unknown> {
  if (addPermissionRequested.match(action)) return api.permissions.add(action.payload);
  if (updatePermissionRequested.match(action)) return api.permissions.update(action.payload);
  if (deletePermissionRequested.match(action))
    return api.permissions.remove({ id: action.payload.id });
  if (addRoleRequested.match(action)) return api.roles.add(action.payload);
  return api.roles.update(action.payload);
}

/** After a change, the list it touched is fetched again with the params it shows. */
export function* refetchAfter(action: MutationAction) {
  if (addRoleRequested.match(action) || updateRoleRequested.match(action)) {
    const roles: ListState<ManagedRole, Record<string, never>> = yield select(selectRoleList);
    if (roles.status !== 'idle') yield put(fetchRolesRequested());
    return;
  }
  const { params, status }: { params: PermissionListParams; status: string } =
    yield select(selectPermissionList);
  if (status !== 'idle') yield put(fetchPermissionsRequested(params));
}

export function* mutationFlow(action: MutationAction) {
  const { requestId } = action.meta;
  try {
    yield call(sendMutation, action);
  } catch (error) {
    yield put(mutationFailed(requestId, toFailure(error)));
    return;
  }
  yield put(mutationSucceeded(requestId));
  yield call(refetchAfter, action);
}

export function* permissionsSaga() {
  yield all([
    takeLatest(fetchPermissionsRequested.type, fetchPermissionsFlow),
    takeLatest(fetchRolesRequested.type, fetchRolesFlow),
    takeLatest(fetchUsersRequested.type, fetchUsersFlow),
    takeEvery(
      [
        addPermissionRequested.type,
        updatePermissionRequested.type,
        deletePermissionRequested.type,
        addRoleRequested.type,
        updateRoleRequested.type,
      ],
      mutationFlow,
    ),
  ]);
}
