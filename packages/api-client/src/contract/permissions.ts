import type { z } from 'zod';
import { paths } from '../paths';
import type { deletedSchema } from '../schemas/common';
import type {
  addPermissionInputSchema,
  permissionListQuerySchema,
  permissionListResponseSchema,
  permissionResponseSchema,
  permissionSchema,
  updatePermissionInputSchema,
} from '../schemas/permissions';
import { deleteData, getData, postData } from './request';

export type Permission = z.output<typeof permissionSchema>;
export type PermissionRole = Permission['assignedTo'][number];
export type PermissionListQuery = z.input<typeof permissionListQuerySchema>;
export type PermissionListResponse = z.output<typeof permissionListResponseSchema>;
export type AddPermissionInput = z.input<typeof addPermissionInputSchema>;
export type UpdatePermissionInput = z.input<typeof updatePermissionInputSchema>;
export type PermissionResponse = z.output<typeof permissionResponseSchema>;

/** One page of permissions, searched by name and filtered by assigned role. */
export function getPermissions(query: PermissionListQuery = {}): Promise<PermissionListResponse> {
  return getData(paths.permissions.list, query);
}

/** Creates a permission assigned to administrator (201); the name must be new. */
export function addPermission(input: AddPermissionInput): Promise<PermissionResponse> {
  return postData(paths.permissions.add, input);
}

/** Renames a permission (201); 404 if the id is unknown. */
export function updatePermission(input: UpdatePermissionInput): Promise<PermissionResponse> {
  return postData(paths.permissions.update, input);
}

export function deletePermission(id: number): Promise<z.output<typeof deletedSchema>> {
  return deleteData(paths.permissions.remove, { id });
}
