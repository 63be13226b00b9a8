import { skipToken } from '@reduxjs/toolkit/query/react';
import { toServerError } from '@tessera/ui';
import { useGetInvoiceQuery } from '../../api';

/** The invoice of a route's `:id`: its detail, or why there is none. */
export function useInvoice(rawId: string | undefined) {
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const query = useGetInvoiceQuery(validId ? { id } : skipToken);
  const failure = query.isError ? toServerError(query.error) : undefined;
  const notFound = !validId || failure?.status === 404;
  return {
    id,
    detail: query.currentData ?? null,
    notFound,
    /** Another failure (server down…): the page offers to try again. */
    error: notFound ? undefined : query.error,
    retry: () => void query.refetch(),
  };
}
