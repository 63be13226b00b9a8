import type { User, UserListResponse, UserStats } from '@tessera/api-client';
import type { userListQuerySchema } from '@tessera/api-client/schemas';
import type { z } from 'zod';
import { queryList } from '../../server';

/**
 * How many users `scale` 1 generates. Counts are `round(baseUserCount × scale)`: scale 200 is the
 * 10,000-user directory the performance checks use.
 */
export const baseUserCount = 50;

export interface UsersData {
  users: User[];
  /** The highest id ever issued: a new user gets the next one, so a deleted id never returns. */
  lastId: number;
  /** Passwords set from the user view's Security tab, by user id (none at first). */
  passwords: Map<number, string>;
  /** Seeds each user's generated details (projects, activity…): the same on every call. */
  detailsSeed: number;
}

export function userCountFor(scale: number): number {
  return Math.max(1, Math.round(baseUserCount * scale));
}

export type UserListInput = z.output<typeof userListQuerySchema>;

/** The list endpoint's query, apart so that the benchmark times exactly what the handler runs. */
export function queryUsers(users: readonly User[], input: UserListInput): UserListResponse {
  const { items, total } = queryList(users, {
    q: input.q,
    searchIn: (user) => [user.email, user.fullName, user.billing],
    filters: { role: input.role, status: input.status, currentPlan: input.currentPlan },
    sortColumn: input.sortColumn,
    sort: input.sort,
    page: input.page,
    perPage: input.perPage,
  });
  return { users: items, total };
}

/** The statistic cards' counts over the whole directory (a paid plan is any but basic). */
export function countUsers(users: readonly User[]): UserStats {
  const count = (matches: (user: User) => boolean) => users.filter(matches).length;
  return {
    total: users.length,
    paid: count((user) => user.currentPlan !== 'basic'),
    active: count((user) => user.status === 'active'),
    pending: count((user) => user.status === 'pending'),
  };
}

export const messages = {
  notFound: (id: number) => `No user with id ${id}`,
  emailInUse: 'This email is already in use.',
  usernameInUse: 'This username is already in use.',
  passwordChanged: 'The password was changed.',
  /** Like the schema's refusal of an unknown enum value: the roles are data, so listed live. */
  unknownRole: (keys: readonly string[]) =>
    `must be one of ${keys.map((key) => `"${key}"`).join(', ')}`,
};
