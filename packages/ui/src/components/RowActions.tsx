import { DeleteOutlined, EditOutlined, EyeOutlined } from '@ant-design/icons';
import { Flex, type TableColumnType } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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

/**
 * A row action: `label` names it ("Delete Ann"); `tip`, its tooltip, defaults to the action's
 * common name ("Delete"), so a feature passes one only when its wording differs ("Preview").
 */
type RowActionProps = Omit<ComponentProps<typeof IconAction>, 'icon'>;

/** Opens the row's record (usually a link: `to`). */
export function ViewAction(props: RowActionProps) {
  const { t } = useTranslation('common');
  return <IconAction icon={<EyeOutlined aria-hidden />} tip={t('rowActions.view')} {...props} />;
}

/** Edits the row's record (a link with `to`, or a button that opens a form). */
export function EditAction(props: RowActionProps) {
  const { t } = useTranslation('common');
  return <IconAction icon={<EditOutlined aria-hidden />} tip={t('rowActions.edit')} {...props} />;
}

/** Deletes the row's record: shown as dangerous. */
export function DeleteAction(props: RowActionProps) {
  const { t } = useTranslation('common');
  return (
    <IconAction
      icon={<DeleteOutlined aria-hidden />}
      danger
      tip={t('rowActions.delete')}
      {...props}
    />
  );
}
