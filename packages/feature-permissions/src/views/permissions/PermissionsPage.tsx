import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card, Flex, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  errorMessage,
  FilterSelect,
  ListToolbar,
  LoadFailedAlert,
  PageHeader,
  ServerTable,
  useConfirm,
  useLastPageGuard,
  useListParams,
} from '@tessera/ui';
import { permissionRoles, type Permission } from '@tessera/api-client';
import {
  deletePermissionRequested,
  fetchPermissionsRequested,
  selectPermissionList,
} from '../../store/slice';
import { RoleTags } from '../shared/roleTags';
import { useMutation } from '../shared/useMutation';
import { pageSizes, toListParams, urlDefaults } from './listQuery';
import { PermissionModal, type PermissionModalTarget } from './PermissionModal';

/** /apps/permissions: search, filter by role, page; add, rename and delete permissions. */
export default function PermissionsPage() {
  const { t } = useTranslation('permissions');
  const dispatch = useDispatch();
  const { message } = App.useApp();
  const confirm = useConfirm();
  const { send } = useMutation();
  const list = useSelector(selectPermissionList);
  const [urlParams, setUrlParams] = useListParams(urlDefaults);
  const params = useMemo(() => toListParams(urlParams), [urlParams]);
  const [modal, setModal] = useState<PermissionModalTarget | null>(null);

  useEffect(() => {
    dispatch(fetchPermissionsRequested(params));
  }, [dispatch, params]);

  const goToPage = useCallback((page: number) => setUrlParams({ page }), [setUrlParams]);
  useLastPageGuard({ loaded: list.status === 'succeeded', ...params, total: list.total, goToPage });

  const remove = async (permission: Permission) => {
    const confirmed = await confirm({
      title: t('permissions.confirmDelete.title', { name: permission.name }),
      content: t('permissions.confirmDelete.content'),
      okText: t('permissions.confirmDelete.ok'),
      danger: true,
    });
    if (!confirmed) return;
    const outcome = await send(deletePermissionRequested({ id: permission.id }));
    if (outcome.status === 'succeeded') {
      void message.success(t('permissions.toast.deleted', { name: permission.name }));
    } else {
      void message.error(errorMessage(outcome));
    }
  };

  const columns: TableColumnsType<Permission> = [
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
    },
    {
      title: t('permissions.columns.actions'),
      key: 'actions',
      width: 110,
      // Stays in view when a narrow screen scrolls the table sideways.
      fixed: 'end',
      render: (_, permission) => (
        <Flex gap={4}>
          <Tooltip title={t('permissions.edit', { name: permission.name })}>
            <Button
              type="text"
              icon={<EditOutlined aria-hidden />}
              aria-label={t('permissions.edit', { name: permission.name })}
              onClick={() => setModal({ mode: 'edit', permission })}
            />
          </Tooltip>
          <Tooltip title={t('permissions.remove', { name: permission.name })}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('permissions.remove', { name: permission.name })}
              onClick={() => void remove(permission)}
            />
          </Tooltip>
        </Flex>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t('permissions.heading')} description={t('permissions.description')} />
      <Card>
        <ListToolbar
          search={{
            value: urlParams.q,
            onChange: (q) => setUrlParams({ q }),
            label: t('permissions.searchLabel'),
            placeholder: t('permissions.searchPlaceholder'),
          }}
          filters={
            <FilterSelect
              label={t('permissions.roleFilter')}
              placeholder={t('permissions.anyRole')}
              value={params.assignedTo}
              options={permissionRoles.map((role) => ({
                value: role,
                label: t(`roleNames.${role}`),
              }))}
              onChange={(assignedTo) => setUrlParams({ assignedTo: assignedTo ?? '' })}
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
        />
        {list.status === 'failed' && (
          <LoadFailedAlert
            title={t('permissions.loadFailed')}
            message={list.error}
            onRetry={() => dispatch(fetchPermissionsRequested(params))}
          />
        )}
        <ServerTable<Permission>
          rowKey="id"
          rowHeight={65} // role tags: the room a loading page keeps
          caption={t('permissions.tableCaption')}
          columns={columns}
          dataSource={list.data}
          total={list.total}
          loading={list.status === 'loading'}
          page={params.page}
          perPage={params.perPage}
          pageSizes={pageSizes}
          onChange={({ page, perPage }) => setUrlParams({ page, perPage })}
          emptyText={t('permissions.empty')}
        />
      </Card>
      <PermissionModal target={modal} onClose={() => setModal(null)} />
    </>
  );
}
