import type { z } from 'zod';
import type {
  addRoleInputSchema,
  managedRoleSchema,
  roleGrantSchema,
  roleResponseSchema,
  rolesResponseSchema,
  updateRoleInputSchema,
} from '../schemas/roles';

export type ManagedRole = z.output<typeof managedRoleSchema>;
export type RoleGrant = z.output<typeof roleGrantSchema>;
export type RoleModule = RoleGrant['module'];
export type RolesResponse = z.output<typeof rolesResponseSchema>;
export type AddRoleInput = z.input<typeof addRoleInputSchema>;
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;
export type RoleResponse = z.output<typeof roleResponseSchema>;
