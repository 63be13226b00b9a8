import type { ManagedRole, Permission } from '@tessera/api-client';
import {
  addPermissionRequested,
  defaultPermissionParams,
  deletePermissionRequested,
  fetchPermissionsFailed,
  fetchPermissionsRequested,
  fetchPermissionsSucceeded,
  fetchRolesRequested,
  fetchRolesSucceeded,
  fetchUsersSucceeded,
  initialPermissionsState,
  mutationFailed,
  mutationSucceeded,
  permissionsSlice,
  type PermissionsState,
} from './slice';

const reduce = (state: PermissionsState | undefined, action: { type: string }) =>
  permissionsSlice.reducer(state, action);

const permission: Permission = {
  id: 1,
  name: 'Management',
  assignedTo: ['administrator'],
  createdDate: '2026-04-14T20:43:00.000Z',
};

describe('permissions slice', () => {
  it('starts idle with the default params (10 a page)', () => {
    const state = reduce(undefined, { type: '@@init' });
    expect(state).toEqual(initialPermissionsState);
    expect(state.permissions).toEqual({
      data: [],
      total: 0,
      params: { q: '', page: 1, perPage: 10 },
      allData: [],
      status: 'idle',
    });
    expect(state.mutation).toEqual({ status: 'idle' });
  });

  it('keeps the params it asked for, then the page, total and all data', () => {
    const params = { ...defaultPermissionParams, q: 'man', assignedTo: 'manager' as const };
    let state = reduce(undefined, fetchPermissionsRequested(params));
    expect(state.permissions.status).toBe('loading');
    expect(state.permissions.params).toEqual(params);

    state = reduce(
      state,
      fetchPermissionsSucceeded({
        permissions: [permission],
        total: 1,
        params: { q: 'man', page: 1, perPage: 10, assignedTo: 'manager' },
        allData: [permission, { ...permission, id: 2, name: 'Only View' }],
      }),
    );
    expect(state.permissions).toMatchObject({ data: [permission], total: 1, status: 'succeeded' });
    expect(state.permissions.allData).toHaveLength(2);
  });

  it('records a failed fetch, and clears the error on the next try', () => {
    let state = reduce(undefined, fetchPermissionsFailed('Cannot reach the server.'));
    expect(state.permissions).toMatchObject({
      status: 'failed',
      error: 'Cannot reach the server.',
    });
    state = reduce(state, fetchPermissionsRequested(defaultPermissionParams));
    expect(state.permissions.error).toBeUndefined();
  });

  it('counts the roles it receives', () => {
    const role = { id: 1, name: 'Administrator' } as ManagedRole;
    let state = reduce(undefined, fetchRolesRequested());
    state = reduce(state, fetchRolesSucceeded([role]));
    expect(state.roles).toMatchObject({ data: [role], allData: [role], total: 1 });
  });

  it('keeps the users page and total', () => {
    const state = reduce(undefined, fetchUsersSucceeded({ users: [], total: 42 }));
    expect(state.users).toMatchObject({ data: [], total: 42, status: 'succeeded' });
  });

  it("follows one change by its request id, and ignores another change's answer", () => {
    const add = addPermissionRequested({ name: 'Audit' });
    let state = reduce(undefined, add);
    expect(state.mutation).toEqual({
      status: 'loading',
      kind: 'addPermission',
      requestId: add.meta.requestId,
    });

    state = reduce(state, mutationSucceeded('someone-else'));
    expect(state.mutation.status).toBe('loading');

    state = reduce(
      state,
      mutationFailed(add.meta.requestId, {
        error: 'This permission name is already in use.',
        fieldErrors: { name: 'This permission name is already in use.' },
      }),
    );
    expect(state.mutation).toEqual({
      status: 'failed',
      kind: 'addPermission',
      requestId: add.meta.requestId,
      error: 'This permission name is already in use.',
      fieldErrors: { name: 'This permission name is already in use.' },
    });

    const remove = deletePermissionRequested({ id: 3 });
    expect(remove.meta.requestId).not.toBe(add.meta.requestId);
    state = reduce(reduce(state, remove), mutationSucceeded(remove.meta.requestId));
    expect(state.mutation).toEqual({
      status: 'succeeded',
      kind: 'deletePermission',
      requestId: remove.meta.requestId,
    });
  });
});
