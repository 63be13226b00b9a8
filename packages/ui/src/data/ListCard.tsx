import { Card } from 'antd';
import type { ReactNode } from 'react';
import type { ListSearchProps, ListToolbarProps } from './ListToolbar';
import { ListToolbar } from './ListToolbar';
import { ServerTable, type ServerTableProps } from './ServerTable';

/** The parts of `useListController`'s answer a list card shows: its search box and its table. */
export interface ListCardController<T> {
  search: Pick<ListSearchProps, 'value' | 'onChange'>;
  table: Pick<
    ServerTableProps<T>,
    | 'dataSource'
    | 'total'
    | 'loading'
    | 'page'
    | 'perPage'
    | 'sortColumn'
    | 'sort'
    | 'pageSizes'
    | 'state'
    | 'error'
    | 'onRetry'
    | 'onChange'
  >;
}

export type ListCardProps<T> = Omit<ServerTableProps<T>, keyof ListCardController<T>['table']> & {
  /** The page's `useListController(…)`: it drives the search box and the table. */
  list: ListCardController<T>;
  /** The search box's placeholder and accessible name. */
  search: Pick<ListSearchProps, 'placeholder' | 'label'>;
  /** Filter controls (FilterSelect…), beside the search box. */
  filters?: ListToolbarProps['filters'];
  /** Buttons (Add, Export, bulk actions…), on the end side of the toolbar. */
  actions?: ReactNode;
};

/**
 * A table list page's body: a card holding the toolbar (search, filters, actions) and the
 * server-backed table, both driven by the list controller. Other props go to `ServerTable`.
 */
export function ListCard<T extends object>({
  list,
  search,
  filters,
  actions,
  ...table
}: ListCardProps<T>) {
  return (
    <Card>
      <ListToolbar search={{ ...list.search, ...search }} filters={filters} actions={actions} />
      <ServerTable<T> {...list.table} {...table} />
    </Card>
  );
}
