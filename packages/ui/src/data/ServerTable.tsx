import { Empty, Spin, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import {
  useCallback,
  useDeferredValue,
  useLayoutEffect,
  useMemo,
  useRef,
  type HTMLAttributes,
  type Key,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './errorMessage';
import { LoadFailedAlert } from './LoadFailedAlert';
import { Pager } from './Pager';
import { captionedComponents, LoadingRoom, TableFrame } from './TableFrame';
import './data.css';

export type SortOrder = 'asc' | 'desc';

/** Why a list shows no rows: its load failed, a search or filter matches nothing, or it is empty. */
export type ListState = 'failed' | 'noMatch' | 'empty';

/** A list's texts for each state, read from the `list.*` keys of `t`'s namespace. */
export function listEmptyTexts(
  t: (key: 'list.empty' | 'list.noMatch' | 'list.failed') => string,
): Record<ListState, string> {
  return { empty: t('list.empty'), noMatch: t('list.noMatch'), failed: t('list.failed') };
}

/** What the user asked the table for; the caller fetches that page from the server. */
export interface ServerTableChange {
  page: number;
  perPage: number;
  sortColumn?: string;
  sort?: SortOrder;
}

export interface ServerTableProps<T> {
  rowKey: (keyof T & string) | ((row: T) => Key);
  /** Columns with `sorter: true` sort on the server by their `key`. */
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  /** Rows matching the query on the server (all pages). */
  total: number;
  loading?: boolean;
  page: number;
  perPage: number;
  sortColumn?: string;
  sort?: SortOrder;
  onChange: (change: ServerTableChange) => void;
  /** Makes rows clickable and openable with Enter. */
  onRowClick?: (row: T) => void;
  /** Which empty text shows (useListController works it out); `empty` by default. */
  state?: ListState;
  /** The texts of the empty table, by state; common ones stand in for those left out. */
  emptyText?: Partial<Record<ListState, string>>;
  /** The failed load's error: an alert above the table says it, with a retry. */
  error?: unknown;
  onRetry?: () => void;
  pageSizes?: number[];
  /** The table's accessible name (visually hidden caption). */
  caption: string;
  /**
   * Height of a row in pixels (55 for one line of text; more with avatars): while the first
   * page loads, the table keeps the room of a full page, so nothing below it moves.
   */
  rowHeight?: number;
  /** Checkboxes to select rows (bulk actions): antd's `rowSelection`, passed through. */
  rowSelection?: TableProps<T>['rowSelection'];
  /** Rows that open on more detail below them: antd's `expandable`, passed through. */
  expandable?: TableProps<T>['expandable'];
  /** A header that stays in view while the page scrolls: antd's `sticky`, passed through. */
  sticky?: TableProps<T>['sticky'];
}

/** Controls inside a row keep their own click and Enter (edit, delete, links, menus). */
const interactive = 'a, button, input, select, textarea, label, [role="button"], [role="menuitem"]';

function isFromControl(event: MouseEvent<HTMLElement> | KeyboardEvent<HTMLElement>): boolean {
  const target = event.target as HTMLElement;
  // React bubbles events from portals (dropdown menus, modals) through the row: ignore those too.
  if (!event.currentTarget.contains(target)) return true;
  const control = target.closest(interactive);
  return control !== null && event.currentTarget.contains(control);
}

/** Rows whose click/Enter opens something: focusable, and announced as such. */
function rowProps<T>(row: T, open: (row: T) => void): HTMLAttributes<HTMLElement> {
  return {
    tabIndex: 0,
    className: 'server-table__row--clickable',
    onClick: (event) => {
      if (!isFromControl(event)) open(row);
    },
    onKeyDown: (event) => {
      if (event.key === 'Enter' && event.target === event.currentTarget) {
        event.preventDefault();
        open(row);
      }
    },
  };
}

/** The common page sizes (one array, so the table's props stay the same between renders). */
const commonPageSizes = [10, 25, 50];
const wideScroll = { x: 'max-content' } as const;

function toAntdOrder(sort: SortOrder | undefined) {
  if (sort === 'asc') return 'ascend' as const;
  if (sort === 'desc') return 'descend' as const;
  return null;
}

/**
 * antd's Table for server-side lists: the caller holds page, page size and sort (in the URL,
 * with useListController, whose `table` props it takes), the table shows them and reports what
 * the user asks for. A failed load shows an alert with a retry, and the empty table says why.
 */
export function ServerTable<T extends object>({
  rowKey,
  columns,
  dataSource,
  total,
  loading = false,
  page,
  perPage,
  sortColumn,
  sort,
  onChange,
  onRowClick,
  state = 'empty',
  emptyText,
  error,
  onRetry,
  pageSizes = commonPageSizes,
  caption,
  rowHeight = 55,
  rowSelection,
  expandable,
  sticky,
}: ServerTableProps<T>) {
  const { t } = useTranslation('common');
  const describe = useErrorMessage();
  const emptyTexts: Record<ListState, string> = { ...listEmptyTexts(t), ...emptyText };

  // Sorting is controlled: only the column the server sorts by shows an order.
  const controlledColumns = useMemo(
    () =>
      columns.map((column) =>
        column.sorter
          ? { ...column, sortOrder: column.key === sortColumn ? toAntdOrder(sort) : null }
          : column,
      ),
    [columns, sortColumn, sort],
  );

  // What the user asks for is read from the latest props: the handlers stay the same across
  // renders, so the table below is drawn again only when what it shows changes.
  const latest = useRef({ onChange, onRowClick, page, perPage, sortColumn, sort });
  useLayoutEffect(() => {
    latest.current = { onChange, onRowClick, page, perPage, sortColumn, sort };
  });

  // The table reports sorting; the pager below it, pages.
  const handleSort = useCallback<NonNullable<TableProps<T>['onChange']>>(
    (_pagination, _filters, sorter, extra) => {
      if (extra.action !== 'sort') return;
      const current = latest.current;
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const order = single?.order;
      const column =
        order && single?.columnKey !== undefined ? String(single.columnKey) : undefined;
      current.onChange({
        page: 1,
        perPage: current.perPage,
        sortColumn: column,
        sort: order === 'ascend' ? 'asc' : order === 'descend' ? 'desc' : undefined,
      });
    },
    [],
  );

  const handlePage = useCallback((pageNext: number, perPageNext: number) => {
    const current = latest.current;
    // A new page size starts again from the first page.
    current.onChange({
      page: perPageNext !== current.perPage ? 1 : pageNext,
      perPage: perPageNext,
      sortColumn: current.sortColumn,
      sort: current.sort,
    });
  }, []);

  const clickable = onRowClick !== undefined;
  const onRow = useMemo(
    () =>
      clickable
        ? (row: T) => rowProps(row, (opened: T) => latest.current.onRowClick?.(opened))
        : undefined,
    [clickable],
  );

  // An answer is drawn in a transition: React renders its rows in slices and lets the browser
  // answer a press in between, where drawing a page of rows with its controls took one long task
  // on a phone. Rows and total change together; until they are drawn, the spinner (or the first
  // page's room) stays.
  const answer = useMemo(() => ({ rows: dataSource, total }), [dataSource, total]);
  const shown = useDeferredValue(answer);
  const { rows } = shown;
  const busy = loading || shown !== answer;

  const loadingRoom = busy && rows.length === 0;
  const emptyDescription = emptyTexts[state];
  const locale = useMemo(
    () => ({
      emptyText: loadingRoom ? (
        <LoadingRoom rows={perPage} rowHeight={rowHeight} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyDescription} />
      ),
    }),
    [loadingRoom, perPage, rowHeight, emptyDescription],
  );

  // Drawn again only when rows, columns (the sort shown), selection or the empty text change: a
  // page's other renders (a toolbar, a dialog, the loading state, the page asked for) leave the
  // rows alone, so each answer draws its rows once. The spinner and the pager are around the
  // table, not its props.
  const table = useMemo(
    () => (
      <Table<T>
        className="server-table"
        rowKey={rowKey}
        columns={controlledColumns}
        dataSource={rows as T[]}
        components={captionedComponents}
        onChange={handleSort}
        onRow={onRow}
        rowSelection={rowSelection}
        expandable={expandable}
        sticky={sticky}
        scroll={wideScroll}
        showSorterTooltip={false}
        locale={locale}
        pagination={false}
      />
    ),
    [rowKey, controlledColumns, rows, handleSort, onRow, rowSelection, expandable, sticky, locale],
  );
  return (
    <>
      {error !== undefined && onRetry && (
        <LoadFailedAlert title={emptyTexts.failed} message={describe(error)} onRetry={onRetry} />
      )}
      <TableFrame caption={caption}>
        <Spin spinning={busy}>
          {table}
          {shown.total > 0 && (
            <Pager
              className="server-table__pager"
              current={page}
              pageSize={perPage}
              total={shown.total}
              showSizeChanger
              pageSizeOptions={pageSizes}
              onChange={handlePage}
              showTotal={(count, [from, to]) => t('list.total', { from, to, total: count })}
            />
          )}
        </Spin>
      </TableFrame>
    </>
  );
}
