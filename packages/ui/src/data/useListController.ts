import type { ServerTableChange, ServerTableProps } from './ServerTable';
import {
  oneOf,
  useList,
  type ListOptions,
  type ListQuery,
  type ListQueryResult,
  type ListSpec,
} from './useList';

/**
 * A server-backed table: the headless list (`useList`: URL parameters, query, last-page guard,
 * search and filter props) and the props of `ServerTable`. The page only adds columns, filters'
 * labels and actions.
 *
 * `spec` is read on the first render only (declare it once, outside the component).
 */
export function useListController<
  Data,
  Row,
  Filters extends Record<string, string> = Record<never, string>,
  SortColumn extends string = never,
  Scope extends object = Record<never, never>,
>(
  useQuery: (
    query: ListQuery<Filters, SortColumn> & Scope,
    options: { skip?: boolean },
  ) => ListQueryResult<Data>,
  spec: ListSpec<Filters, SortColumn> & ListOptions<Data, Row, Scope>,
) {
  const list = useList(useQuery, spec);
  const { params, setParams } = list;

  const table = {
    dataSource: list.rows,
    total: list.total,
    loading: list.fetching,
    page: params.page,
    perPage: params.perPage,
    sortColumn: params.sortColumn,
    sort: params.sort,
    pageSizes: [...list.pageSizes],
    state: list.state,
    error: list.error,
    onRetry: list.retry,
    onChange: ({ page, perPage, sortColumn, sort }: ServerTableChange) =>
      setParams({
        page,
        perPage,
        ...(spec.sort
          ? {
              sortColumn: oneOf(spec.sort.columns, sortColumn) || spec.sort.column,
              sort: sort ?? spec.sort.order ?? 'asc',
            }
          : {}),
      } as never),
  } satisfies Partial<ServerTableProps<Row>>;

  return { ...list, table };
}
