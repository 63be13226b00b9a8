import { z } from 'zod';
import { permissionNameMaxLength, permissionRoles } from '../contract/constants';
import { listQuerySchema, perPageSchema, positiveInt } from './common';

export const permissionRoleSchema = z.enum(permissionRoles);

const permissionNameSchema = z
  .string()
  .trim()
  .min(1, { error: 'is required' })
  .max(permissionNameMaxLength, { error: `must be at most ${permissionNameMaxLength} characters` });

export const permissionSchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  assignedTo: z.array(permissionRoleSchema),
  /** ISO date-time; the list shows it as month, day, year and time (SPEC §9). */
  createdDate: z.iso.datetime(),
});

export const permissionListQuerySchema = listQuerySchema.pick({ q: true, page: true }).extend({
  perPage: perPageSchema(10),
  assignedTo: permissionRoleSchema.optional(),
});

export const permissionListResponseSchema = z.object({
  permissions: z.array(permissionSchema),
  total: z.number().int().nonnegative(),
  /** The query as the server read it, defaults applied. */
  params: z.object({
    q: z.string(),
    page: z.number().int().positive(),
    perPage: z.number().int().positive(),
    assignedTo: permissionRoleSchema.optional(),
  }),
  /** Every permission, unfiltered. */
  allData: z.array(permissionSchema),
});

export const addPermissionInputSchema = z.object({ name: permissionNameSchema });
export const updatePermissionInputSchema = z.object({
  id: positiveInt(),
  name: permissionNameSchema,
});
export const permissionResponseSchema = z.object({ permission: permissionSchema });
