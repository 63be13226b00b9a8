import { DeleteOutlined, EditOutlined, EllipsisOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Popover, type TableColumnType } from 'antd';
import { useCallback, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionsFoldedContext, IconAction } from './IconAction';
import { PopupAnchor } from './LazyTooltip';
import './row-actions.css';

/**
 * A row's actions: side by side on a wide screen; on a phone, folded behind one "Actions" button
 * (CSS decides, so nothing moves once drawn), so that the row's own fields keep the width. The
 * folded menu takes focus when it opens and gives it back to its button when it closes.
 */
function RowActionsCell({
  title,
  gap,
  actions,
}: {
  title: string;
  gap: number;
  actions: ReactNode;
}) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // The menu mounts when first opened: a page of rows draws one plain button each until then.
  const [opened, setOpened] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const anchorTarget = useCallback(() => trigger.current, []);
  const close = () => {
    setOpen(false);
    trigger.current?.focus();
  };
  const menu = useRef<HTMLDivElement>(null);
  return (
    <>
      <Flex gap={gap} className="row-actions__inline">
        {actions}
      </Flex>
      <Button
        ref={trigger}
        className="row-actions__fold"
        type="text"
        icon={<EllipsisOutlined aria-hidden />}
        aria-label={t('rowActions.more')}
        aria-expanded={open}
        onClick={() => {
          setOpened(true);
          setOpen(!open);
        }}
      />
      {opened && (
        <Popover
          open={open}
          onOpenChange={setOpen}
          // Once shown, the first action takes focus.
          afterOpenChange={(shown) => {
            if (shown) menu.current?.querySelector<HTMLElement>('a, button')?.focus();
          }}
          trigger="click"
          placement="bottomRight"
          arrow={false}
          content={
            <ActionsFoldedContext.Provider value>
              <Flex
                vertical
                role="group"
                aria-label={title}
                // Escape, or choosing an action, closes the menu.
                ref={menu}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') close();
                }}
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a, button')) setOpen(false);
                }}
              >
                {actions}
              </Flex>
            </ActionsFoldedContext.Provider>
          }
        >
          <PopupAnchor target={anchorTarget} />
        </Popover>
      )}
    </>
  );
}

/**
 * A table's "Actions" column: the row's icon actions side by side, kept in view (sticky at the
 * end) when a narrow screen scrolls the table sideways; folded into one menu on a phone.
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
    render: (_, row) => <RowActionsCell title={title} gap={gap} actions={render(row)} />,
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
