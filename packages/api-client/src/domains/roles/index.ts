import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { roleModules, roleNameMaxLength } from './constants';
import { positiveInt } from '../../common';
import { userRoleSchema, userSchema } from '../users';

export * from './constants';

export const roleModuleSchema = z.enum(roleModules);

export const roleGrantSchema = z.object({
  module: roleModuleSchema,
  read: z.boolean(),
  write: z.boolean(),
  create: z.boolean(),
});

const roleNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(roleNameMaxLength, { error: `must be at most ${roleNameMaxLength} characters` });

/** The matrix: exactly one grant per module, each module once. */
const grantsSchema = z
  .array(roleGrantSchema)
  .refine((grants) => new Set(grants.map((grant) => grant.module)).size === grants.length, {
    error: 'must list each module once',
  });

export const managedRoleSchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  /** The key its users carry in their `role` (admin, editor…, or one made from a new role's name). */
  userRole: userRoleSchema,
  permissions: grantsSchema,
  /** How many directory users have this role. */
  userCount: z.number().int().nonnegative(),
  /** A few of those users, for the card's avatars. */
  sampleUsers: z.array(userSchema.pick({ id: true, fullName: true, avatar: true })),
});

export const rolesResponseSchema = z.object({ roles: z.array(managedRoleSchema) });
/** Modules left out of `permissions` are granted nothing. */
export const addRoleInputSchema = z.object({ name: roleNameSchema, permissions: grantsSchema });
export const updateRoleInputSchema = addRoleInputSchema.extend({ id: positiveInt() });
export const roleResponseSchema = z.object({ role: managedRoleSchema });

export const rolesDomain = defineDomain('roles', {
  /** Every role with its permission matrix, user count and a few of its users. */
  list: endpoint({ method: 'get', path: '/apps/roles/data', output: rolesResponseSchema }),
  /** Creates a role (201); the name must be new. */
  add: endpoint({
    method: 'post',
    path: '/apps/roles/add-role',
    input: addRoleInputSchema,
    output: roleResponseSchema,
  }),
  /** Renames a role and replaces its matrix; 404 if the id is unknown. */
  update: endpoint({
    method: 'post',
    path: '/apps/roles/update-role',
    input: updateRoleInputSchema,
    output: roleResponseSchema,
  }),
});

export type ManagedRole = z.output<typeof managedRoleSchema>;
export type RoleGrant = z.output<typeof roleGrantSchema>;
export type RoleModule = RoleGrant['module'];
export type RolesResponse = z.output<typeof rolesResponseSchema>;
export type AddRoleInput = z.input<typeof addRoleInputSchema>;
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;
export type RoleResponse = z.output<typeof roleResponseSchema>;
