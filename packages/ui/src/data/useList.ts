import { useCallback, useEffect, useMemo } from 'react';
import type { ListSearchProps } from './ListToolbar';
import type { ListState, SortOrder } from './ServerTable';
import { useListParams } from './useListParams';

/**
 * A filter's allowed values: a list, or a pattern when the values are data (a role's key, which
 * the server checks against the roles it has).
 */
export type FilterValues<Value extends string> = readonly Value[] | RegExp;

/**
 * What a list lets the user choose, declared once: its filters (name → allowed values), its
 * sort (columns and the default) and its page sizes (the first is the default). Anything else a
 * link says (an unknown plan, page 0, 1000 a page) falls back to the default.
 */
export interface ListSpec<Filters extends Record<string, string>, SortColumn extends string> {
  filters?: { [Name in keyof Filters]: FilterValues<Filters[Name]> };
  sort?: { columns: readonly SortColumn[]; column: SortColumn; order?: SortOrder };
  pageSizes?: readonly number[];
}

/** The list's state as the URL holds it: typed, '' for "any". */
export type ListParams<Filters extends Record<string, string>, SortColumn extends string> = {
  q: string;
  page: number;
  perPage: number;
  sortColumn?: SortColumn;
  sort?: SortOrder;
} & { [Name in keyof Filters]: Filters[Name] | '' };

/** What the server is asked: the params without the empty ones. */
export type ListQuery<Filters extends Record<string, string>, SortColumn extends string> = {
  q?: string;
  page: number;
  perPage: number;
  sortColumn?: SortColumn;
  sort?: SortOrder;
} & Partial<Filters>;

/** The part of an RTK Query hook's result the controller reads. */
export interface ListQueryResult<Data> {
  data?: Data;
  currentData?: Data;
  isLoading?: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** How a list reads its answer, and what it adds to each query beyond the URL's parameters. */
export interface ListOptions<Data, Row, Scope extends object> {
  rows: (data: Data) => { rows: Row[]; total: number };
  /**
   * What the page's route decides rather than its search params (a mail folder, a role's id):
   * added to every query, and a change of it starts a new selection.
   */
  scope?: Scope;
  /** Ask nothing yet (the route names a folder that does not exist…). */
  skip?: boolean;
}

const defaultPageSizes = [10, 25, 50];

/** `value` if `values` allows it, '' ("any") otherwise. */
export const oneOf = <Value extends string>(
  values: FilterValues<Value>,
  value: unknown,
): Value | '' => {
  if (!(values instanceof RegExp)) return values.find((candidate) => candidate === value) ?? '';
  return typeof value === 'string' && values.test(value) ? (value as Value) : '';
};

/**
 * A headless server-backed list (mail, chat, tasks, product grids: any list that is not a
 * table): its URL parameters (search, filters, sort, page, page size; a hand-edited link falls
 * back to the defaults), its query (an RTK Query hook of the feature's api), the last-page guard
 * (a page past the end moves to the last page), and what a list screen draws from: the rows,
 * the search box's and each filter's props, the pager's props and which empty text to show.
 * `useListController` adds a table's props to it.
 *
 * `spec` is read on the first render only (declare it once, outside the component).
 */
export function useList<
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
  const pageSizes = spec.pageSizes ?? defaultPageSizes;
  const filterNames = Object.keys(spec.filters ?? {}) as (keyof Filters & string)[];

  const [urlDefaults] = useMemo(
    () => [
      {
        q: '',
        page: 1,
        perPage: pageSizes[0],
        ...Object.fromEntries(filterNames.map((name) => [name, ''])),
        ...(spec.sort ? { sortColumn: spec.sort.column, sort: spec.sort.order ?? 'asc' } : {}),
      } as Record<string, string | number>,
    ],
    // The spec is a constant: read once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [url, setUrl] = useListParams(urlDefaults);

  const params = useMemo(() => {
    const page = Number(url.page);
    const perPage = Number(url.perPage);
    const read: Record<string, string | number> = {
      q: String(url.q).trim(),
      page: Number.isSafeInteger(page) && page > 0 ? page : 1,
      perPage: pageSizes.includes(perPage) ? perPage : pageSizes[0],
    };
    for (const name of filterNames) read[name] = oneOf(spec.filters?.[name] ?? [], url[name]);
    if (spec.sort) {
      read.sortColumn = oneOf(spec.sort.columns, url.sortColumn) || spec.sort.column;
      read.sort = url.sort === 'asc' || url.sort === 'desc' ? url.sort : (spec.sort.order ?? 'asc');
    }
    return read as ListParams<Filters, SortColumn>;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const scope = spec.scope;
  const scopeKey = JSON.stringify(scope ?? {});
  const query = useMemo(
    () =>
      ({
        ...Object.fromEntries(Object.entries(params).filter(([, value]) => value !== '')),
        ...scope,
      }) as ListQuery<Filters, SortColumn> & Scope,
    // The scope is compared by value: a new object with the same content asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [params, scopeKey],
  );
  const result = useQuery(query, { skip: spec.skip });
  const shown = result.data ? spec.rows(result.data) : { rows: [] as Row[], total: 0 };
  const current = result.currentData ? spec.rows(result.currentData) : undefined;

  const setParams = useCallback(
    (patch: Partial<ListParams<Filters, SortColumn>>) => setUrl(patch as Record<string, string>),
    [setUrl],
  );

  // A page past the end (its last row was deleted or moved, an old link, ?page=999) moves to
  // the last page once the answer for it is in, and the URL follows.
  const lastPage = current ? Math.max(1, Math.ceil(current.total / params.perPage)) : undefined;
  // Meanwhile the list is on its way, not empty: "No data" there would be untrue.
  const pastEnd = lastPage !== undefined && params.page > lastPage;
  useEffect(() => {
    if (lastPage !== undefined && params.page > lastPage)
      setUrl({ page: lastPage }, { replace: true });
  }, [lastPage, params.page, setUrl]);

  const filtered = params.q !== '' || filterNames.some((name) => params[name] !== '');
  const failed = result.isError && !result.currentData;
  const state: ListState = failed ? 'failed' : filtered ? 'noMatch' : 'empty';

  const search: ListSearchProps = { value: params.q, onChange: (q) => setParams({ q } as never) };

  /** A FilterSelect's value and onChange, for the filter `name`. */
  const filter = <Name extends keyof Filters & string>(name: Name) => ({
    value: params[name] as Filters[Name] | '',
    onChange: (value: string | undefined) =>
      setParams({ [name]: oneOf(spec.filters?.[name] ?? [], value) } as never),
  });

  /** Props for antd's `Pagination`. */
  const pager = {
    current: params.page,
    pageSize: params.perPage,
    total: shown.total,
    onChange: (page: number, perPage: number) =>
      setParams({ page, perPage: pageSizes.includes(perPage) ? perPage : params.perPage } as never),
  };

  /** Changes when what the list holds changes (search, filters, sort, scope), not its page. */
  const selectionKey = JSON.stringify([
    scopeKey,
    params.q,
    params.sortColumn,
    params.sort,
    ...filterNames.map((name) => params[name]),
  ]);

  return {
    params,
    query,
    setParams,
    rows: shown.rows,
    total: shown.total,
    /** Nothing to show yet: the first answer is on its way. */
    // Also while a page past the end moves to the last one, and while an empty answer is being
    // replaced (that page's, an old search's): "nothing here" would be untrue meanwhile.
    loading:
      (result.isLoading ?? false) ||
      pastEnd ||
      (result.isFetching && !result.currentData && shown.rows.length === 0),
    fetching: result.isFetching,
    /** Which empty text to show when there are no rows. */
    state,
    error: result.isError ? result.error : undefined,
    retry: () => void result.refetch(),
    search,
    filter,
    pager,
    pageSizes,
    selectionKey,
    result,
  };
}
