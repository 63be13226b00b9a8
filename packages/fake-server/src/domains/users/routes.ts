import type {
  AllUsersResponse,
  Deleted,
  MessageResponse,
  User,
  UserDetailsResponse,
  UserListResponse,
  UserResponse,
} from '@tessera/api-client';
import { usersDomain } from '@tessera/api-client/schemas';
import {
  created,
  fieldsRefused,
  initialsAvatar,
  findById,
  notFound,
  ok,
  type DomainRoutes,
} from '../../server';
import { sameIdentifier } from '../auth/model';
import { rolesData } from '../roles/handle';
import { usersData } from './handle';
import { countUsers, messages, queryUsers } from './model';

const usersCalls = usersDomain.endpoints;

/**
 * Refuses an email or username another user already has (any case): 400 with the clashing
 * fields, which the client reads as field errors.
 */
function assertUnique(
  users: User[],
  wanted: { email?: string; username?: string },
  ownId?: number,
): void {
  const taken = (field: 'email' | 'username') => {
    const value = wanted[field];
    return (
      value !== undefined &&
      users.some((user) => user.id !== ownId && sameIdentifier(user[field], value))
    );
  };
  const error = {
    ...(taken('email') && { email: messages.emailInUse }),
    ...(taken('username') && { username: messages.usernameInUse }),
  };
  if (Object.keys(error).length) throw fieldsRefused(error);
}

export const usersRoutes: DomainRoutes = (route, { db }) => {
  /** Roles are data: a user may hold, and the list filter by, only a role the roles page lists. */
  const assertRoleExists = async (role: string | undefined) => {
    if (role === undefined) return;
    const { roles } = await db.load(rolesData);
    const keys = roles.map((known) => known.userRole);
    if (!keys.includes(role)) {
      const refusal = messages.unknownRole(keys);
      throw fieldsRefused({ role: refusal }, `role: ${refusal}`);
    }
  };

  route(usersCalls.all, async () => {
    const { users } = await db.load(usersData);
    const response: AllUsersResponse = users;
    return ok(response);
  });

  route(usersCalls.list, async ({ input }) => {
    await assertRoleExists(input.role);
    const { users } = await db.load(usersData);
    const response: UserListResponse = queryUsers(users, input);
    return ok(response);
  });

  route(usersCalls.stats, async () => {
    const { users } = await db.load(usersData);
    return ok(countUsers(users));
  });

  route(usersCalls.get, async ({ input }) => {
    const { users } = await db.load(usersData);
    const response: UserResponse = { user: findById(users, input.id, messages.notFound) };
    return ok(response);
  });

  route(usersCalls.details, async ({ input }) => {
    const { users, detailsSeed } = await db.load(usersData);
    findById(users, input.id, messages.notFound);
    // Generated on request and loaded lazily: only the user view needs it.
    const { createUserDetails } = await import('./details');
    const response: UserDetailsResponse = createUserDetails(detailsSeed, input.id);
    return ok(response);
  });

  route(usersCalls.add, async ({ input }) => {
    const data = await db.load(usersData);
    assertUnique(data.users, input);
    await assertRoleExists(input.role);
    data.lastId += 1;
    const user: User = { ...input, id: data.lastId, avatar: '' };
    data.users.push(user);
    const response: UserResponse = { user };
    return created(response);
  });

  route(usersCalls.update, async ({ input: { id, ...changes } }) => {
    const { users } = await db.load(usersData);
    const user = findById(users, id, messages.notFound);
    assertUnique(users, changes, id);
    await assertRoleExists(changes.role);
    Object.assign(user, changes);
    // A generated picture shows initials: it follows a change of name.
    if (changes.fullName !== undefined && user.avatar) {
      user.avatar = initialsAvatar(user.fullName, user.id);
    }
    const response: UserResponse = { user };
    return ok(response);
  });

  route(usersCalls.changePassword, async ({ input }) => {
    const { users, passwords } = await db.load(usersData);
    findById(users, input.id, messages.notFound);
    passwords.set(input.id, input.newPassword);
    const response: MessageResponse = { message: messages.passwordChanged };
    return ok(response);
  });

  route(usersCalls.remove, async ({ input }) => {
    const { users, passwords } = await db.load(usersData);
    const index = users.findIndex((user) => user.id === input.id);
    if (index < 0) throw notFound(messages.notFound(input.id));
    users.splice(index, 1);
    passwords.delete(input.id);
    const response: Deleted = { id: input.id };
    return ok(response);
  });
};
