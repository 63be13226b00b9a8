import { skipToken } from '@reduxjs/toolkit/query/react';
import { useParams } from 'react-router';
import { toServerError } from '@tessera/ui';
import { useGetThingQuery } from '../../api';

/** The thing the route's id names: the record, or why there is none (unknown, failed). */
export function useThingRecord() {
  const { id: param = '' } = useParams();
  const id = Number(param);
  const validId = /^[1-9]\d*$/.test(param) && Number.isSafeInteger(id);
  const query = useGetThingQuery(validId ? { id } : skipToken);
  const failure = query.isError ? toServerError(query.error) : undefined;
  const notFound = !validId || failure?.status === 404;
  return {
    param,
    thing: query.currentData,
    notFound,
    /** Another failure (server down…): the page offers to try again. */
    error: notFound ? undefined : failure,
    retry: () => void query.refetch(),
  };
}
