import type { z } from 'zod';
import { paths } from '../paths';
import type {
  addRoleInputSchema,
  managedRoleSchema,
  roleGrantSchema,
  roleResponseSchema,
  rolesResponseSchema,
  updateRoleInputSchema,
} from '../schemas/roles';
import { getData, postData } from './request';

export type ManagedRole = z.output<typeof managedRoleSchema>;
export type RoleGrant = z.output<typeof roleGrantSchema>;
export type RoleModule = RoleGrant['module'];
export type RolesResponse = z.output<typeof rolesResponseSchema>;
export type AddRoleInput = z.input<typeof addRoleInputSchema>;
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;
export type RoleResponse = z.output<typeof roleResponseSchema>;

/** Every role with its permission matrix, user count and a few of its users. */
export function getRoles(): Promise<RolesResponse> {
  return getData(paths.roles.list);
}

/** Creates a role (201); the name must be new. */
export function addRole(input: AddRoleInput): Promise<RoleResponse> {
  return postData(paths.roles.add, input);
}

/** Renames a role and replaces its matrix; 404 if the id is unknown. */
export function updateRole(input: UpdateRoleInput): Promise<RoleResponse> {
  return postData(paths.roles.update, input);
}
