import type { ManagedRole, RoleGrant, User, UserRole } from '@tessera/api-client';
import { roleModules } from '@tessera/api-client/schemas';
import { lazyData } from '../../server';

/** A role as the server keeps it; its user count and sample users are read from the directory. */
export interface StoredRole {
  id: number;
  name: string;
  /** The directory role its users carry, or null for a role created here (nobody has it yet). */
  userRole: UserRole | null;
  /** One grant per module, in roleModules order. */
  permissions: RoleGrant[];
}

export interface RolesData {
  roles: StoredRole[];
  /** The highest id ever issued. */
  lastId: number;
}

export const rolesData = lazyData<RolesData>('roles', () => import('./data'));

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
  const members = role.userRole === null ? [] : users.filter((user) => user.role === role.userRole);
  return {
    ...role,
    userCount: members.length,
    sampleUsers: members
      .slice(0, sampleUserCount)
      .map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
  };
}

export const messages = {
  notFound: (id: number) => `No role with id ${id}`,
  nameInUse: 'This role name is already in use.',
};
