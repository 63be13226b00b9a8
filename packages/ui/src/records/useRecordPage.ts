import { useParams } from 'react-router';
import { toServerError, type ServerError } from '../data/serverError';

/** What a record page reads of its query (an RTK Query hook's result has all of it). */
export interface RecordQueryResult<Record> {
  /** The answer for this id (never another id's while it loads). */
  currentData?: Record;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** A feature's query hook for one record by id, such as `useGetInvoiceQuery`. */
export type RecordQuery<Record> = (
  arg: { id: number },
  options: { skip: boolean },
) => RecordQueryResult<Record>;

export interface RecordPage<Record> {
  /** The route's id, or null when it is not a record id (a not-found). */
  id: number | null;
  /** The route's id as written in the address, for "no record has the id …". */
  param: string | undefined;
  /** The record, or null while it loads or when there is none. */
  record: Record | null;
  /** No such record: the id is malformed or the server answered 404. */
  notFound: boolean;
  /** Any other failure (server down, refused…): the page offers to try again. */
  error: ServerError | null;
  /** The page shows `RecordUnavailable` instead of the record. */
  unavailable: boolean;
  retry: () => void;
}

/** A record id as the address writes it: a positive whole number, digits only. */
export function parseRecordId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * The record a page shows, from its route's `:id` (or another `param`): asked with the feature's
 * query, a malformed id and a 404 both read as not found, and any other failure as an error with
 * a retry. `const page = useRecordPage(useGetInvoiceQuery)`.
 */
export function useRecordPage<Record>(
  useRecordQuery: RecordQuery<Record>,
  param = 'id',
): RecordPage<Record> {
  const raw = useParams()[param];
  const id = parseRecordId(raw);
  const query = useRecordQuery({ id: id ?? 0 }, { skip: id === null });
  const failure = query.isError ? toServerError(query.error) : null;
  const notFound = id === null || failure?.status === 404;
  const error = notFound ? null : failure;
  return {
    id,
    param: raw,
    record: query.currentData ?? null,
    notFound,
    error,
    unavailable: notFound || error !== null,
    retry: () => void query.refetch(),
  };
}
