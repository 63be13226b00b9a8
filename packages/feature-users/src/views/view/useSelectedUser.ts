import { skipToken } from '@reduxjs/toolkit/query/react';
import { toServerError } from '@tessera/ui';
import { useGetUserQuery, useUserDetailsQuery } from '../../api';

/** The user `id` and what the tabs show about them (nothing of another user meanwhile). */
export function useSelectedUser(id: number) {
  const validId = Number.isInteger(id) && id > 0;
  const query = validId ? { id } : skipToken;
  const userQuery = useGetUserQuery(query);
  const detailsQuery = useUserDetailsQuery(query);
  const failure = userQuery.isError ? toServerError(userQuery.error) : undefined;
  const notFound = !validId || failure?.status === 404;
  return {
    user: userQuery.currentData ?? null,
    details: detailsQuery.currentData ?? null,
    detailsLoading: detailsQuery.isFetching,
    notFound,
    /** Another failure (server down…): the page offers to try again. */
    error: notFound ? undefined : failure,
    retry: () => void userQuery.refetch(),
  };
}
