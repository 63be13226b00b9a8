import type { ManagedRole, RoleGrant, User, UserRole } from '@tessera/api-client';
import { roleModules } from '@tessera/api-client/schemas';

/** A role as the server keeps it; its user count and sample users are read from the directory. */
export interface StoredRole {
  id: number;
  name: string;
  /** The key its users carry in their `role`; a role added here gets one made from its name. */
  userRole: UserRole;
  /** One grant per module, in roleModules order. */
  permissions: RoleGrant[];
}

export interface RolesData {
  roles: StoredRole[];
  /** The highest id ever issued. */
  lastId: number;
}

/** How many of a role's users its card shows. */
export const sampleUserCount = 4;

/** The full matrix: every module in display order, granted nothing unless `grants` says so. */
export function fullMatrix(grants: readonly RoleGrant[]): RoleGrant[] {
  return roleModules.map(
    (module) =>
      grants.find((grant) => grant.module === module) ?? {
        module,
        read: false,
        write: false,
        create: false,
      },
  );
}

/** A role as the client sees it, counted live over the directory's current users. */
export function toManagedRole(role: StoredRole, users: readonly User[]): ManagedRole {
  const members = users.filter((user) => user.role === role.userRole);
  return {
    ...role,
    userCount: members.length,
    sampleUsers: members
      .slice(0, sampleUserCount)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
  };
}

/**
 * A new role's key, made from its name ("Support Lead" → `support-lead`), unique among the
 * roles; a name without letters or digits of the latin alphabet gets `role-<id>`.
 */
export function newRoleKey(roles: readonly StoredRole[], name: string, id: number): string {
  const base =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^[^a-z]+|-+$/g, '')
      .slice(0, 30)
      .replace(/-+$/, '') || `role-${id}`;
  const taken = new Set(roles.map((role) => role.userRole));
  let key = base;
  for (let suffix = 2; taken.has(key); suffix += 1) key = `${base}-${suffix}`;
  return key;
}

export const messages = {
  notFound: (id: number) => `No role with id ${id}`,
  nameInUse: 'This role name is already in use.',
};
