import { z } from 'zod';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { permissionNameMaxLength, permissionRoles } from './constants';
import {
  deletedSchema,
  idInputSchema,
  listQuerySchema,
  perPageSchema,
  positiveInt,
} from '../../common';

export * from './constants';

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
  /** ISO date-time; the list shows it as month, day, year and time. */
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

export const permissionsDomain = defineDomain('permissions', {
  /** One page of permissions, searched by name and filtered by assigned role. */
  list: endpoint({
    method: 'get',
    path: '/apps/permissions/data',
    input: permissionListQuerySchema,
    output: permissionListResponseSchema,
  }),
  /** Creates a permission assigned to administrator (201); the name must be new. */
  add: endpoint({
    method: 'post',
    path: '/apps/permissions/add-permission',
    input: addPermissionInputSchema,
    output: permissionResponseSchema,
  }),
  /** Renames a permission (201); 404 if the id is unknown. */
  update: endpoint({
    method: 'post',
    path: '/apps/permissions/update-permission',
    input: updatePermissionInputSchema,
    output: permissionResponseSchema,
  }),
  remove: endpoint({
    method: 'delete',
    path: '/apps/permissions/delete',
    input: idInputSchema,
    output: deletedSchema,
  }),
});

export type Permission = z.output<typeof permissionSchema>;
export type PermissionRole = Permission['assignedTo'][number];
export type PermissionListQuery = z.input<typeof permissionListQuerySchema>;
export type PermissionListResponse = z.output<typeof permissionListResponseSchema>;
export type AddPermissionInput = z.input<typeof addPermissionInputSchema>;
export type UpdatePermissionInput = z.input<typeof updatePermissionInputSchema>;
export type PermissionResponse = z.output<typeof permissionResponseSchema>;
