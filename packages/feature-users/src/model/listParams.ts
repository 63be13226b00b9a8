import {
  userPlans,
  userRoles,
  userSortColumns,
  userStatuses,
  type UserListQuery,
} from '@tessera/api-client';
import type { UserListParams } from '../store/slice';

/** The page sizes the list offers (SPEC §9: 10 by default). */
export const pageSizes = [10, 25, 50];

/** The list's URL parameters and their defaults (SPEC §9: fullName ascending, 10 a page). */
export const listUrlDefaults = {
  q: '',
  role: '',
  status: '',
  currentPlan: '',
  page: 1,
  perPage: 10,
  sortColumn: 'fullName',
  sort: 'asc',
};

export type ListUrlParams = typeof listUrlDefaults;

const oneOf = <T extends string>(allowed: readonly T[], value: string): T | '' =>
  allowed.find((candidate) => candidate === value) ?? '';

const positiveInteger = (value: number, fallback: number) =>
  Number.isInteger(value) && value > 0 ? value : fallback;

/**
 * The URL's text as typed params: anything a hand-edited link gets wrong (an unknown role, page
 * 0, a page size of 1000) falls back to the default instead of failing the request.
 */
export function toListParams(url: ListUrlParams): UserListParams {
  return {
    q: url.q.trim(),
    role: oneOf(userRoles, url.role),
    status: oneOf(userStatuses, url.status),
    currentPlan: oneOf(userPlans, url.currentPlan),
    page: positiveInteger(url.page, 1),
    perPage: pageSizes.includes(url.perPage) ? url.perPage : listUrlDefaults.perPage,
    sortColumn: oneOf(userSortColumns, url.sortColumn) || 'fullName',
    sort: url.sort === 'desc' ? 'desc' : 'asc',
  };
}

/** The params as a query: empty filters are left out (the server reads '' as "any"). */
export function toListQuery(params: UserListParams): UserListQuery {
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== '' && value !== undefined),
  );
}
