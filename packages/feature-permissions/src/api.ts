import {
  api,
  type AddPermissionInput,
  type AddRoleInput,
  type ManagedRole,
  type Permission,
  type PermissionListQuery,
  type PermissionListResponse,
  type UpdatePermissionInput,
  type UpdateRoleInput,
  type UserListQuery,
  type UserListResponse,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  recordTags,
} from '@tessera/ui/server-state';

const permissions = recordTags('Permission');
const roles = recordTags('Role');

/** Roles and permissions as server state: a change refetches the list it touched. */
export const permissionsApi = injectFeatureEndpoints(['Permission', 'Role', 'User'], (build) => ({
  listPermissions: build.query<PermissionListResponse, PermissionListQuery>({
    queryFn: (query) => fromClient(api.permissions.list(query)),
    providesTags: (answer) => permissions.listed(answer?.permissions),
  }),
  addPermission: build.mutation<Permission, AddPermissionInput>({
    queryFn: (input) => fromClient(api.permissions.add(input).then((answer) => answer.permission)),
    invalidatesTags: onSuccess(() => [permissions.list]),
  }),
  updatePermission: build.mutation<Permission, UpdatePermissionInput>({
    queryFn: (input) =>
      fromClient(api.permissions.update(input).then((answer) => answer.permission)),
    invalidatesTags: onSuccess(({ id }) => [permissions.one(id), permissions.list]),
  }),
  removePermission: build.mutation<{ id: number }, { id: number }>({
    queryFn: ({ id }) => fromClient(api.permissions.remove({ id })),
    invalidatesTags: onSuccess(() => [permissions.list]),
  }),
  listRoles: build.query<ManagedRole[], undefined>({
    queryFn: () => fromClient(api.roles.list().then((answer) => answer.roles)),
    providesTags: (answer) => roles.listed(answer),
  }),
  addRole: build.mutation<ManagedRole, AddRoleInput>({
    queryFn: (input) => fromClient(api.roles.add(input).then((answer) => answer.role)),
    invalidatesTags: onSuccess(() => [roles.list]),
  }),
  updateRole: build.mutation<ManagedRole, UpdateRoleInput>({
    queryFn: (input) => fromClient(api.roles.update(input).then((answer) => answer.role)),
    invalidatesTags: onSuccess(({ id }) => [roles.one(id), roles.list]),
  }),
  /** The users table under the role cards (the users app's list call, read-only here). */
  listRoleUsers: build.query<UserListResponse, UserListQuery>({
    queryFn: (query) => fromClient(api.users.list(query)),
    providesTags: [recordTags('User').list],
  }),
}));

export const {
  useListPermissionsQuery,
  useAddPermissionMutation,
  useUpdatePermissionMutation,
  useRemovePermissionMutation,
  useListRolesQuery,
  useAddRoleMutation,
  useUpdateRoleMutation,
  useListRoleUsersQuery,
} = permissionsApi;
