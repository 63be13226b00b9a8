import { z } from 'zod';
import { roleModules, roleNameMaxLength } from '../contract/constants';
import { positiveInt } from './common';
import { userRoleSchema, userSchema } from './users';

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
