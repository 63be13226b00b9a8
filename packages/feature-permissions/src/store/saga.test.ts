import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware, { type Task } from 'redux-saga';
import { api, ApiError, clearSession } from '@tessera/api-client';
import { apiErrorOf, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { permissionsSaga, toFailure } from './saga';
import {
  addPermissionRequested,
  addRoleRequested,
  defaultPermissionParams,
  defaultRoleUserParams,
  deletePermissionRequested,
  fetchPermissionsRequested,
  fetchRolesRequested,
  fetchUsersRequested,
  permissionsSlice,
  updatePermissionRequested,
  updateRoleRequested,
  type PermissionsRootState,
} from './slice';

setupFakeServer();

let task: Task | undefined;
afterEach(() => task?.cancel());

/** A store running the feature's saga against the fake server, as the shell builds it. */
function startStore() {
  const sagaMiddleware = createSagaMiddleware();
  const store = configureStore({
    reducer: { [permissionsSlice.name]: permissionsSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: false }).concat(sagaMiddleware),
  });
  task = sagaMiddleware.run(permissionsSaga);
  return store;
}

/** Resolves with the state once `done` holds (checked after every action). */
function until(
  store: ReturnType<typeof startStore>,
  done: (state: PermissionsRootState['permissions']) => boolean,
): Promise<PermissionsRootState['permissions']> {
  return new Promise((resolve) => {
    const check = () => {
      const state = store.getState().permissions;
      if (!done(state)) return;
      unsubscribe();
      resolve(state);
    };
    const unsubscribe = store.subscribe(check);
    check();
  });
}

describe('permissions saga against the fake server', () => {
  beforeEach(() => signIn());

  it('fetches a page of permissions with the params asked for', async () => {
    const store = startStore();
    store.dispatch(
      fetchPermissionsRequested({ ...defaultPermissionParams, assignedTo: 'manager' }),
    );
    const state = await until(store, (s) => s.permissions.status === 'succeeded');
    expect(state.permissions.data.map((permission) => permission.name)).toEqual([
      'Add & Remove Users',
      'Client Communication',
      'Financial Management',
    ]);
    expect(state.permissions.total).toBe(3);
    expect(state.permissions.allData).toHaveLength(9);
  });

  it('keeps only the latest fetch when the search changes quickly', async () => {
    const store = startStore();
    store.dispatch(fetchPermissionsRequested({ ...defaultPermissionParams, q: 'man' }));
    store.dispatch(fetchPermissionsRequested({ ...defaultPermissionParams, q: 'only' }));
    const state = await until(store, (s) => s.permissions.status === 'succeeded');
    expect(state.permissions.data.map((permission) => permission.name)).toEqual(['Only View']);
  });

  it('adds, renames and deletes, refetching the list after each change', async () => {
    const store = startStore();
    store.dispatch(fetchPermissionsRequested(defaultPermissionParams));
    await until(store, (s) => s.permissions.status === 'succeeded');

    const add = addPermissionRequested({ name: 'Audit Logs' });
    store.dispatch(add);
    let state = await until(
      store,
      (s) => s.mutation.status === 'succeeded' && s.permissions.total === 10,
    );
    const added = state.permissions.data.find((permission) => permission.name === 'Audit Logs');
    expect(added?.assignedTo).toEqual(['administrator']);

    store.dispatch(updatePermissionRequested({ id: added?.id ?? 0, name: 'Audit Trail' }));
    state = await until(store, (s) =>
      s.permissions.data.some((permission) => permission.name === 'Audit Trail'),
    );
    expect(state.mutation).toMatchObject({ status: 'succeeded', kind: 'updatePermission' });

    store.dispatch(deletePermissionRequested({ id: added?.id ?? 0 }));
    state = await until(
      store,
      (s) => s.permissions.total === 9 && s.mutation.kind === 'deletePermission',
    );
    expect(state.permissions.data.map((permission) => permission.name)).not.toContain(
      'Audit Trail',
    );
  });

  it("puts the server's refusal, with its field errors, and changes nothing", async () => {
    const store = startStore();
    const duplicate = addPermissionRequested({ name: ' management ' });
    store.dispatch(duplicate);
    const state = await until(store, (s) => s.mutation.status === 'failed');
    expect(state.mutation).toEqual({
      status: 'failed',
      kind: 'addPermission',
      requestId: duplicate.meta.requestId,
      error: 'This permission name is already in use.',
      fieldErrors: { name: 'This permission name is already in use.' },
    });
    expect((await api.permissions.list()).total).toBe(9);
  });

  it('reports an unknown id as the server says it', async () => {
    const store = startStore();
    store.dispatch(deletePermissionRequested({ id: 999 }));
    const state = await until(store, (s) => s.mutation.status === 'failed');
    expect(state.mutation.error).toBe('No permission with id 999');
  });

  it('fetches the roles, and again after a role is added or updated', async () => {
    const store = startStore();
    store.dispatch(fetchRolesRequested());
    let state = await until(store, (s) => s.roles.status === 'succeeded');
    const author = state.roles.data.find((role) => role.name === 'Author');
    expect(author?.userCount).toBeGreaterThan(0);
    const count = state.roles.total;

    store.dispatch(addRoleRequested({ name: 'Auditor', permissions: [] }));
    state = await until(store, (s) => s.roles.total === count + 1);
    expect(state.roles.data.find((role) => role.name === 'Auditor')?.userCount).toBe(0);

    const permissions = (author?.permissions ?? []).map((grant) => ({ ...grant, read: true }));
    store.dispatch(updateRoleRequested({ id: author?.id ?? 0, name: 'Writer', permissions }));
    state = await until(store, (s) => s.roles.data.some((role) => role.name === 'Writer'));
    const writer = state.roles.data.find((role) => role.name === 'Writer');
    expect(writer?.permissions.every((grant) => grant.read)).toBe(true);
  });

  it('fetches a page of users for the roles page', async () => {
    const store = startStore();
    store.dispatch(fetchUsersRequested({ ...defaultRoleUserParams, role: 'editor', perPage: 5 }));
    const state = await until(store, (s) => s.users.status === 'succeeded');
    expect(state.users.data).toHaveLength(5);
    expect(state.users.data.every((user) => user.role === 'editor')).toBe(true);
    expect(state.users.total).toBeGreaterThan(5);
  });

  it('records a failed fetch with the message the call fails with', async () => {
    clearSession();
    const refusal = await apiErrorOf(api.roles.list());
    expect(refusal.status).toBe(401);
    const store = startStore();
    store.dispatch(fetchRolesRequested());
    const state = await until(store, (s) => s.roles.status === 'failed');
    expect(state.roles.error).toBe(refusal.message);
  });
});

describe('toFailure', () => {
  it('keeps the message and field errors of an ApiError as plain data', () => {
    expect(toFailure(new ApiError(400, 'Bad', { name: 'is required' }))).toEqual({
      error: 'Bad',
      fieldErrors: { name: 'is required' },
    });
    expect(toFailure(new Error('boom'))).toEqual({ error: 'boom' });
  });
});
