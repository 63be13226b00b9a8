import { Empty, Table, type TableColumnsType } from 'antd';
import type { Key, ReactNode } from 'react';
import { captionedComponents, TableFrame } from './TableFrame';

export interface StaticTableProps<T> {
  rowKey: (keyof T & string) | ((row: T) => Key);
  columns: TableColumnsType<T>;
  dataSource: readonly T[];
  /** The table's accessible name (visually hidden caption). */
  caption: string;
  loading?: boolean;
  emptyText?: ReactNode;
}

/** A short table shown whole (no paging, no sorting): a user's projects, devices, settings. */
export function StaticTable<T>({
  rowKey,
  columns,
  dataSource,
  caption,
  loading = false,
  emptyText,
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
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />,
        }}
      />
    </TableFrame>
  );
}
