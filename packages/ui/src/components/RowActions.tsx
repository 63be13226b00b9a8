import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Flex, type TableColumnType } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { IconAction } from './IconAction';

/**
 * A table's "Actions" column: the row's icon actions side by side, kept in view (sticky at the
 * end) when a narrow screen scrolls the table sideways.
 */
export function actionsColumn<Row>(
  title: string,
  render: (row: Row) => ReactNode,
  { width, gap = 4 }: { width?: number; gap?: number } = {},
): TableColumnType<Row> {
  return {
    key: 'actions',
    title,
    width,
    fixed: 'end',
    render: (_, row) => <Flex gap={gap}>{render(row)}</Flex>,
  };
}

/** A row action: `label` names it ("Delete Ann"), `tip` is its tooltip ("Delete"). */
type RowActionProps = Omit<ComponentProps<typeof IconAction>, 'icon'>;

/** Opens the row's record (usually a link: `to`). */
export function ViewAction(props: RowActionProps) {
  return <IconAction icon={<EyeOutlined aria-hidden />} {...props} />;
}

/** Edits the row's record (a link with `to`, or a button that opens a form). */
export function EditAction(props: RowActionProps) {
  return <IconAction icon={<EditOutlined aria-hidden />} {...props} />;
}

/** Deletes the row's record: shown as dangerous. */
export function DeleteAction(props: RowActionProps) {
  return <IconAction icon={<DeleteOutlined aria-hidden />} danger {...props} />;
}
