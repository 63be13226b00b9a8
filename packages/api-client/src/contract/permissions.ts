import type { z } from 'zod';
import type {
  addPermissionInputSchema,
  permissionListQuerySchema,
  permissionListResponseSchema,
  permissionResponseSchema,
  permissionSchema,
  updatePermissionInputSchema,
} from '../schemas/permissions';

export type Permission = z.output<typeof permissionSchema>;
export type PermissionRole = Permission['assignedTo'][number];
export type PermissionListQuery = z.input<typeof permissionListQuerySchema>;
export type PermissionListResponse = z.output<typeof permissionListResponseSchema>;
export type AddPermissionInput = z.input<typeof addPermissionInputSchema>;
export type UpdatePermissionInput = z.input<typeof updatePermissionInputSchema>;
export type PermissionResponse = z.output<typeof permissionResponseSchema>;
