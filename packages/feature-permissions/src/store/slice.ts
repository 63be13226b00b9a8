import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  AddRoleInput,
  ManagedRole,
  Permission,
  PermissionListResponse,
  PermissionRole,
  SortDirection,
  UpdateRoleInput,
  User,
  UserListResponse,
  UserRole,
  UserSortColumn,
} from '@tessera/api-client';
import {
  trackedMutationStarted,
  withRequestId,
  type RequestStatus,
  type TrackedMutationState,
} from '@tessera/ui';

/** One server-backed list: the page shown, how many match, the query that asked for it. */
export interface ListState<Item, Params> {
  data: Item[];
  total: number;
  /** The params of the last request (a change refetches with them). */
  params: Params;
  /** Every record, unfiltered, when the endpoint sends them (permissions do). */
  allData: Item[];
  status: RequestStatus;
  error?: string;
}

/** What the permissions list asks the server (SPEC §7: q, perPage, page, assignedTo). */
export interface PermissionListParams {
  q: string;
  page: number;
  perPage: number;
  /** Absent: any role. */
  assignedTo?: PermissionRole;
}

/** What the users table of the roles page asks the server. */
export interface RoleUserListParams {
  q: string;
  page: number;
  perPage: number;
  role?: UserRole;
  sortColumn: UserSortColumn;
  sort: SortDirection;
}

export type MutationKind =
  'addPermission' | 'updatePermission' | 'deletePermission' | 'addRole' | 'updateRole';

/** The last change sent; the screens read their own change's outcome here (by requestId). */
export type MutationState = TrackedMutationState<MutationKind>;

export interface PermissionsState {
  permissions: ListState<Permission, PermissionListParams>;
  roles: ListState<ManagedRole, Record<string, never>>;
  users: ListState<User, RoleUserListParams>;
  mutation: MutationState;
}

export interface PermissionsRootState {
  permissions: PermissionsState;
}

/** SPEC §9: 10 a page. */
export const defaultPermissionParams: PermissionListParams = { q: '', page: 1, perPage: 10 };
/** The server's default order: full name, ascending. */
export const defaultRoleUserParams: RoleUserListParams = {
  q: '',
  page: 1,
  perPage: 10,
  sortColumn: 'fullName',
  sort: 'asc',
};

function emptyList<Item, Params>(params: Params): ListState<Item, Params> {
  return { data: [], total: 0, params, allData: [], status: 'idle' };
}

export const initialPermissionsState: PermissionsState = {
  permissions: emptyList(defaultPermissionParams),
  roles: emptyList({}),
  users: emptyList(defaultRoleUserParams),
  mutation: { status: 'idle' },
};

export interface FailurePayload {
  error: string;
  fieldErrors?: Record<string, string>;
}

const mutationStarted = trackedMutationStarted<MutationKind>;

export const permissionsSlice = createSlice({
  name: 'permissions',
  initialState: initialPermissionsState,
  reducers: {
    fetchPermissionsRequested(state, action: PayloadAction<PermissionListParams>) {
      state.permissions.status = 'loading';
      state.permissions.params = action.payload;
      delete state.permissions.error;
    },
    fetchPermissionsSucceeded(state, action: PayloadAction<PermissionListResponse>) {
      const { permissions, total, allData } = action.payload;
      Object.assign(state.permissions, { data: permissions, total, allData, status: 'succeeded' });
    },
    fetchPermissionsFailed(state, action: PayloadAction<string>) {
      state.permissions.status = 'failed';
      state.permissions.error = action.payload;
    },

    fetchRolesRequested(state) {
      state.roles.status = 'loading';
      delete state.roles.error;
    },
    fetchRolesSucceeded(state, action: PayloadAction<ManagedRole[]>) {
      const roles = action.payload;
      Object.assign(state.roles, {
        data: roles,
        total: roles.length,
        allData: roles,
        status: 'succeeded',
      });
    },
    fetchRolesFailed(state, action: PayloadAction<string>) {
      state.roles.status = 'failed';
      state.roles.error = action.payload;
    },

    fetchUsersRequested(state, action: PayloadAction<RoleUserListParams>) {
      state.users.status = 'loading';
      state.users.params = action.payload;
      delete state.users.error;
    },
    fetchUsersSucceeded(state, action: PayloadAction<UserListResponse>) {
      Object.assign(state.users, {
        data: action.payload.users,
        total: action.payload.total,
        status: 'succeeded',
      });
    },
    fetchUsersFailed(state, action: PayloadAction<string>) {
      state.users.status = 'failed';
      state.users.error = action.payload;
    },

    addPermissionRequested: {
      reducer: mutationStarted('addPermission'),
      prepare: withRequestId<{ name: string }>,
    },
    updatePermissionRequested: {
      reducer: mutationStarted('updatePermission'),
      prepare: withRequestId<{ id: number; name: string }>,
    },
    deletePermissionRequested: {
      reducer: mutationStarted('deletePermission'),
      prepare: withRequestId<{ id: number }>,
    },
    addRoleRequested: {
      reducer: mutationStarted('addRole'),
      prepare: withRequestId<AddRoleInput>,
    },
    updateRoleRequested: {
      reducer: mutationStarted('updateRole'),
      prepare: withRequestId<UpdateRoleInput>,
    },
    mutationSucceeded: {
      reducer(state, action: PayloadAction<undefined, string, { requestId: string }>) {
        if (state.mutation.requestId !== action.meta.requestId) return;
        state.mutation = { ...state.mutation, status: 'succeeded' };
      },
      prepare: (requestId: string) => ({ payload: undefined, meta: { requestId } }),
    },
    mutationFailed: {
      reducer(state, action: PayloadAction<FailurePayload, string, { requestId: string }>) {
        if (state.mutation.requestId !== action.meta.requestId) return;
        const { error, fieldErrors } = action.payload;
        state.mutation = {
          status: 'failed',
          kind: state.mutation.kind,
          requestId: state.mutation.requestId,
          error,
          ...(fieldErrors ? { fieldErrors } : {}),
        };
      },
      prepare: (requestId: string, failure: FailurePayload) => ({
        payload: failure,
        meta: { requestId },
      }),
    },
  },
});

export const {
  fetchPermissionsRequested,
  fetchPermissionsSucceeded,
  fetchPermissionsFailed,
  fetchRolesRequested,
  fetchRolesSucceeded,
  fetchRolesFailed,
  fetchUsersRequested,
  fetchUsersSucceeded,
  fetchUsersFailed,
  addPermissionRequested,
  updatePermissionRequested,
  deletePermissionRequested,
  addRoleRequested,
  updateRoleRequested,
  mutationSucceeded,
  mutationFailed,
} = permissionsSlice.actions;

/** Any change a screen sends and waits for. */
export type MutationAction =
  | ReturnType<typeof addPermissionRequested>
  | ReturnType<typeof updatePermissionRequested>
  | ReturnType<typeof deletePermissionRequested>
  | ReturnType<typeof addRoleRequested>
  | ReturnType<typeof updateRoleRequested>;

export const selectPermissionList = (state: PermissionsRootState) => state.permissions.permissions;
export const selectRoleList = (state: PermissionsRootState) => state.permissions.roles;
export const selectRoleUserList = (state: PermissionsRootState) => state.permissions.users;
export const selectMutation = (state: PermissionsRootState) => state.permissions.mutation;
