import { permissionRoles, type PermissionRole } from '@tessera/api-client';
import type { PermissionListParams } from '../../store/slice';

export const pageSizes = [10, 25, 50];

/** The list's URL parameters and their defaults (left out of the URL). */
export const urlDefaults = { q: '', assignedTo: '', page: 1, perPage: 10 };
export type PermissionUrlParams = typeof urlDefaults;

const isPermissionRole = (value: string): value is PermissionRole =>
  (permissionRoles as readonly string[]).includes(value);

/**
 * The query sent for what the URL says. A hand-edited link never reaches the server as a bad
 * request: an unknown role means any role, an odd page or page size falls back to the default.
 */
export function toListParams(url: PermissionUrlParams): PermissionListParams {
  const page = Number.isInteger(url.page) && url.page > 0 ? url.page : 1;
  const perPage = pageSizes.includes(url.perPage) ? url.perPage : urlDefaults.perPage;
  const params: PermissionListParams = { q: url.q.trim(), page, perPage };
  if (isPermissionRole(url.assignedTo)) params.assignedTo = url.assignedTo;
  return params;
}
