import {
  api,
  type ChangeUserPasswordInput,
  type ManagedRole,
  type MessageResponse,
  type NewUser,
  type UpdateUserInput,
  type User,
  type UserDetailsResponse,
  type UserListQuery,
  type UserListResponse,
  type UserStats,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  recordTags,
} from '@tessera/ui/server-state';

const users = recordTags('User');
/** The roles page's list: its cards count users, and it names the roles users can hold. */
const roles = recordTags('Role').list;

/**
 * The users app's server state. A change invalidates what it touched: the list and the
 * statistics after an add or a delete (SPEC §4), the user and the lists after an edit; and the
 * roles, whose cards count their users.
 */
export const usersApi = injectFeatureEndpoints(['User', 'UserStats', 'Role'], (build) => ({
  listUsers: build.query<UserListResponse, UserListQuery>({
    queryFn: (query) => fromClient(api.users.list(query)),
    providesTags: (answer) => users.listed(answer?.users),
  }),
  /** The four counts of the statistic cards, over the whole directory. */
  userStats: build.query<UserStats, undefined>({
    queryFn: () => fromClient(api.users.stats()),
    providesTags: ['UserStats'],
  }),
  /** The first user of the list's default order (one row, not the directory). */
  firstUserId: build.query<number | null, undefined>({
    queryFn: () =>
      fromClient(api.users.list({ page: 1, perPage: 1 }).then(({ users }) => users[0]?.id ?? null)),
    providesTags: [users.list],
  }),
  /** The roles a user can hold (roles are data: the roles page adds them). */
  roleChoices: build.query<ManagedRole[], undefined>({
    queryFn: () => fromClient(api.roles.list().then((answer) => answer.roles)),
    providesTags: [roles],
  }),
  getUser: build.query<User, { id: number }>({
    queryFn: ({ id }) => fromClient(api.users.get({ id }).then(({ user }) => user)),
    providesTags: (_answer, _error, { id }) => [users.one(id)],
  }),
  userDetails: build.query<UserDetailsResponse, { id: number }>({
    queryFn: ({ id }) => fromClient(api.users.details({ id })),
  }),
  addUser: build.mutation<User, NewUser>({
    queryFn: (user) => fromClient(api.users.add(user).then((answer) => answer.user)),
    invalidatesTags: onSuccess(() => [users.list, 'UserStats', roles]),
  }),
  /** An edit, a plan change, a suspension (`status: 'inactive'`) or a reactivation. */
  updateUser: build.mutation<User, UpdateUserInput>({
    queryFn: (input) => fromClient(api.users.update(input).then((answer) => answer.user)),
    invalidatesTags: onSuccess(({ id }) => [users.one(id), users.list, 'UserStats', roles]),
  }),
  /** A new password for the user; their record does not change. */
  changePassword: build.mutation<MessageResponse, ChangeUserPasswordInput>({
    queryFn: (input) => fromClient(api.users.changePassword(input)),
  }),
  removeUser: build.mutation<{ id: number }, { id: number }>({
    queryFn: ({ id }) => fromClient(api.users.remove({ id })),
    invalidatesTags: onSuccess(() => [users.list, 'UserStats', roles]),
  }),
}));

export const {
  useListUsersQuery,
  useLazyListUsersQuery,
  useUserStatsQuery,
  useFirstUserIdQuery,
  useRoleChoicesQuery,
  useGetUserQuery,
  useUserDetailsQuery,
  useAddUserMutation,
  useUpdateUserMutation,
  useChangePasswordMutation,
  useRemoveUserMutation,
} = usersApi;
