import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  actionsColumn,
  dateFormat,
  DeleteAction,
  EditAction,
  FilterSelect,
  lazyDialog,
  ListCard,
  PageHeader,
  useListController,
  useConfirmedAction,
} from '@tessera/ui';
import { type Permission, type PermissionListResponse } from '@tessera/api-client';
import { permissionRoles } from '@tessera/api-client/permissions';
import { useListPermissionsQuery, useRemovePermissionMutation } from '../../api';
import { RoleTags } from '../shared/roleTags';
import type { PermissionModalTarget } from './PermissionModal';

/** The permission form loads when first opened. */
const PermissionModal = lazyDialog(
  () => import('./PermissionModal').then((module) => ({ default: module.PermissionModal })),
  ({ target }) => target !== null,
);

/** SPEC §7: search, filter by the role a permission is assigned to, 10 a page. */
const permissionList = {
  filters: { assignedTo: permissionRoles },
  rows: (data: PermissionListResponse) => ({ rows: data.permissions, total: data.total }),
};

/** /apps/permissions: search, filter by role, page; add, rename and delete permissions. */
export default function PermissionsPage() {
  const { t, i18n } = useTranslation('permissions');
  const act = useConfirmedAction();
  const list = useListController(useListPermissionsQuery, permissionList);
  const [removePermission] = useRemovePermissionMutation();
  const [modal, setModal] = useState<PermissionModalTarget | null>(null);
  // Dates travel as ISO date-times: month, day, year and time in the reader's language.
  const dates = dateFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const remove = useCallback(
    (permission: Permission) =>
      act(() => removePermission({ id: permission.id }).unwrap(), {
        confirm: {
          title: t('permissions.confirmDelete.title', { name: permission.name }),
          content: t('permissions.confirmDelete.content'),
          okText: t('permissions.confirmDelete.ok'),
          danger: true,
        },
        done: t('permissions.toast.deleted', { name: permission.name }),
      }),
    [act, removePermission, t],
  );

  // The same columns while the language stays: the table draws its rows once per answer.
  const columns = useMemo<TableColumnsType<Permission>>(
    () => [
      { title: t('permissions.columns.name'), dataIndex: 'name', key: 'name' },
      {
        title: t('permissions.columns.assignedTo'),
        dataIndex: 'assignedTo',
        key: 'assignedTo',
        render: (_, permission) => <RoleTags roles={permission.assignedTo} />,
      },
      {
        title: t('permissions.columns.createdDate'),
        dataIndex: 'createdDate',
        key: 'createdDate',
        render: (_, permission) => dates.format(new Date(permission.createdDate)),
      },
      actionsColumn<Permission>(
        t('permissions.columns.actions'),
        (permission) => (
          <>
            <EditAction
              label={t('permissions.edit', { name: permission.name })}
              onClick={() => setModal({ mode: 'edit', permission })}
            />
            <DeleteAction
              label={t('permissions.remove', { name: permission.name })}
              onClick={() => void remove(permission)}
            />
          </>
        ),
        { width: 110 },
      ),
    ],
    [t, dates, remove],
  );

  return (
    <>
      <PageHeader title={t('permissions.heading')} description={t('permissions.description')} />
      <ListCard<Permission>
        list={list}
        search={{
          label: t('permissions.searchLabel'),
          placeholder: t('permissions.searchPlaceholder'),
        }}
        filters={
          <FilterSelect
            label={t('permissions.roleFilter')}
            placeholder={t('permissions.anyRole')}
            options={permissionRoles.map((role) => ({
              value: role,
              label: t(`roleNames.${role}`),
            }))}
            {...list.filter('assignedTo')}
          />
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            onClick={() => setModal({ mode: 'add' })}
          >
            {t('permissions.add')}
          </Button>
        }
        rowKey="id"
        rowHeight={65} // role tags: the room a loading page keeps
        caption={t('permissions.tableCaption')}
        columns={columns}
        emptyText={{
          empty: t('permissions.empty'),
          noMatch: t('permissions.noMatch'),
          failed: t('permissions.loadFailed'),
        }}
      />
      <PermissionModal target={modal} onClose={() => setModal(null)} />
    </>
  );
}
