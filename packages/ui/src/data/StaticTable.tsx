import { Empty, Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import { captionedComponents, LoadingRoom, TableFrame } from './TableFrame';

export interface StaticTableProps<T> {
  rowKey: (keyof T & string) | ((row: T) => Key);
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  /** The table's accessible name (visually hidden caption). */
  caption: string;
  loading?: boolean;
  emptyText?: ReactNode;
  /** While loading with no rows yet, the table keeps the room of this many rows. */
  loadingRows?: number;
  /** Height of a row in pixels (55 for one line of text). */
  rowHeight?: number;
}

/** A short table shown whole (no paging, no sorting): a user's projects, devices, settings. */
export function StaticTable<T>({
  rowKey,
  columns,
  dataSource,
  caption,
  loading = false,
  emptyText,
  loadingRows = 3,
  rowHeight = 55,
}: StaticTableProps<T>) {
  return (
    <TableFrame caption={caption}>
      <Table<T>
        rowKey={rowKey}
        columns={columns}
        dataSource={dataSource as T[]}
        loading={loading}
        pagination={false}
        components={captionedComponents}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText:
            loading && dataSource.length === 0 ? (
              <LoadingRoom rows={loadingRows} rowHeight={rowHeight} />
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />
            ),
        }}
      />
    </TableFrame>
  );
}
