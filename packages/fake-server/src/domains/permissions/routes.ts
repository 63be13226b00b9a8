import type {
  Deleted,
  Permission,
  PermissionListResponse,
  PermissionResponse,
} from '@tessera/api-client';
import { permissionsDomain } from '@tessera/api-client/schemas';
import {
  created,
  fieldsRefused,
  findById,
  notFound,
  ok,
  queryList,
  type DomainRoutes,
} from '../../server';
import { sameIdentifier } from '../auth/model';
import { permissionsData } from './handle';
import { messages } from './model';

const permissionsCalls = permissionsDomain.endpoints;

/** Names are unique without regard to case or surrounding spaces; a rename may keep its own. */
function assertNameFree(permissions: Permission[], name: string, ownId?: number): void {
  if (permissions.some((other) => other.id !== ownId && sameIdentifier(other.name, name))) {
    throw fieldsRefused({ name: messages.nameInUse });
  }
}

export const permissionsRoutes: DomainRoutes = (route, { db }) => {
  route(permissionsCalls.list, async ({ input }) => {
    const { permissions } = await db.load(permissionsData);
    const { assignedTo } = input;
    const { items, total } = queryList(permissions, {
      q: input.q,
      searchIn: (permission) => [permission.name],
      where: assignedTo ? (permission) => permission.assignedTo.includes(assignedTo) : undefined,
      page: input.page,
      perPage: input.perPage,
    });
    const response: PermissionListResponse = {
      permissions: items,
      total,
      params: input,
      allData: permissions,
    };
    return ok(response);
  });

  route(permissionsCalls.add, async ({ input }) => {
    const data = await db.load(permissionsData);
    assertNameFree(data.permissions, input.name);
    data.lastId += 1;
    // A new permission is assigned to administrator only (SPEC §6).
    const permission: Permission = {
      id: data.lastId,
      name: input.name,
      assignedTo: ['administrator'],
      createdDate: new Date().toISOString(),
    };
    data.permissions.push(permission);
    const response: PermissionResponse = { permission };
    return created(response);
  });

  route(permissionsCalls.update, async ({ input }) => {
    const { permissions } = await db.load(permissionsData);
    const permission = findById(permissions, input.id, messages.notFound);
    assertNameFree(permissions, input.name, input.id);
    permission.name = input.name;
    const response: PermissionResponse = { permission };
    // SPEC §7 answers a rename with 201.
    return created(response);
  });

  route(permissionsCalls.remove, async ({ input }) => {
    const { permissions } = await db.load(permissionsData);
    const index = permissions.findIndex((permission) => permission.id === input.id);
    if (index < 0) throw notFound(messages.notFound(input.id));
    permissions.splice(index, 1);
    const response: Deleted = { id: input.id };
    return ok(response);
  });
};
