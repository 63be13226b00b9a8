import type { RoleResponse, RolesResponse } from '@tessera/api-client';
import { rolesDomain } from '@tessera/api-client/schemas';
import { created, fieldsRefused, findById, ok, type DomainRoutes } from '../../server';
import { sameIdentifier } from '../auth/model';
import { usersData } from '../users/handle';
import { rolesData } from './handle';
import { fullMatrix, messages, newRoleKey, toManagedRole, type StoredRole } from './model';

const rolesCalls = rolesDomain.endpoints;

/** Role names are unique regardless of case and surrounding spaces; a rename may keep its own. */
function assertNameFree(roles: StoredRole[], name: string, ownId?: number): void {
  if (roles.some((other) => other.id !== ownId && sameIdentifier(other.name, name))) {
    throw fieldsRefused({ name: messages.nameInUse });
  }
}

export const rolesRoutes: DomainRoutes = (route, { db }) => {
  route(rolesCalls.list, async () => {
    const [{ roles }, { users }] = await Promise.all([db.load(rolesData), db.load(usersData)]);
    const response: RolesResponse = { roles: roles.map((role) => toManagedRole(role, users)) };
    return ok(response);
  });

  route(rolesCalls.add, async ({ input }) => {
    const data = await db.load(rolesData);
    assertNameFree(data.roles, input.name);
    data.lastId += 1;
    const role: StoredRole = {
      id: data.lastId,
      name: input.name,
      userRole: newRoleKey(data.roles, input.name, data.lastId),
      permissions: fullMatrix(input.permissions),
    };
    data.roles.push(role);
    const response: RoleResponse = { role: toManagedRole(role, []) };
    return created(response);
  });

  route(rolesCalls.update, async ({ input }) => {
    const [{ roles }, { users }] = await Promise.all([db.load(rolesData), db.load(usersData)]);
    const role = findById(roles, input.id, messages.notFound);
    assertNameFree(roles, input.name, input.id);
    role.name = input.name;
    role.permissions = fullMatrix(input.permissions);
    const response: RoleResponse = { role: toManagedRole(role, users) };
    return ok(response);
  });
};
