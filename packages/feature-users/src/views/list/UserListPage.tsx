import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { useNavigate } from 'react-router';
import {
  api,
  userPlans,
  userRoles,
  userStatuses,
  type User,
  type UserSortColumn,
} from '@tessera/api-client';
import {
  downloadCsv,
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
import { listUrlDefaults, pageSizes, toListParams, toListQuery } from '../../model/listParams';
import { userPath } from '../../paths';
import { deleteRequested, fetchAllRequested, fetchRequested, selectUsers } from '../../store/slice';
import { useUserMutation } from '../shared/useUserMutation';
import { AddUserDrawer } from './AddUserDrawer';
import { csvColumns, userColumns } from './columns';
import { UserStats } from './UserStats';

/** `/apps/user/list`: statistics, then the searchable, filterable, sortable, paged list. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const { message } = App.useApp();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const { send } = useUserMutation();
  const [urlParams, setUrlParams] = useListParams(listUrlDefaults);
  const params = useMemo(() => toListParams(urlParams), [urlParams]);
  const { data, total, status, error } = useSelector(selectUsers);
  const [adding, setAdding] = useState(false);
  const closeAddForm = useCallback(() => setAdding(false), []);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    dispatch(fetchRequested(params));
  }, [dispatch, params]);

  useEffect(() => {
    dispatch(fetchAllRequested());
  }, [dispatch]);

  const goToPage = useCallback((page: number) => setUrlParams({ page }), [setUrlParams]);
  useLastPageGuard({ loaded: status === 'succeeded', ...params, total, goToPage });

  const remove = async (user: User) => {
    const confirmed = await confirm({
      title: t('delete.title', { name: user.fullName }),
      content: t('delete.content'),
      okText: t('delete.confirm'),
      danger: true,
    });
    if (!confirmed) return;
    const outcome = await send(deleteRequested(user.id));
    if (outcome.status === 'succeeded')
      void message.success(t('delete.done', { name: user.fullName }));
    else void message.error(t('feedback.requestFailed', { message: outcome.error ?? '' }));
  };

  /** Every user of the current filter (all pages), asked from the server in one page. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { users } = await api.users.list({
        ...toListQuery(params),
        page: 1,
        perPage: Math.max(total, 1),
      });
      downloadCsv('users.csv', users, csvColumns(t));
      void message.success(t('export.done', { count: users.length }));
    } catch (failure) {
      void message.error(t('feedback.requestFailed', { message: errorMessage(failure) }));
    } finally {
      setExporting(false);
    }
  };

  const columns = userColumns(t, remove);
  const filtered = Boolean(params.q || params.role || params.status || params.currentPlan);

  return (
    <>
      <PageHeader title={t('titles.list')} description={t('list.description')} />
      <UserStats />
      <Card>
        <ListToolbar
          search={{
            value: params.q,
            onChange: (q) => setUrlParams({ q }),
            placeholder: t('list.searchPlaceholder'),
            label: t('list.search'),
          }}
          filters={
            <>
              <FilterSelect
                label={t('fields.role')}
                placeholder={t('list.anyRole')}
                value={params.role}
                options={userRoles.map((role) => ({ value: role, label: t(`roles.${role}`) }))}
                onChange={(role) => setUrlParams({ role: role ?? '' })}
              />
              <FilterSelect
                label={t('fields.currentPlan')}
                placeholder={t('list.anyPlan')}
                value={params.currentPlan}
                options={userPlans.map((plan) => ({
                  value: plan,
                  label: t(`planNames.${plan}`),
                }))}
                onChange={(currentPlan) => setUrlParams({ currentPlan: currentPlan ?? '' })}
              />
              <FilterSelect
                label={t('fields.status')}
                placeholder={t('list.anyStatus')}
                value={params.status}
                options={userStatuses.map((value) => ({
                  value,
                  label: t(`statuses.${value}`),
                }))}
                onChange={(value) => setUrlParams({ status: value ?? '' })}
              />
            </>
          }
          actions={
            <>
              <Button
                icon={<DownloadOutlined aria-hidden />}
                onClick={exportCsv}
                loading={exporting}
                disabled={total === 0}
              >
                {t('export.button')}
              </Button>
              <Button
                type="primary"
                icon={<PlusOutlined aria-hidden />}
                onClick={() => setAdding(true)}
              >
                {t('add.button')}
              </Button>
            </>
          }
        />
        {status === 'failed' && (
          <LoadFailedAlert
            title={t('list.failed')}
            message={error?.message}
            onRetry={() => dispatch(fetchRequested(params))}
          />
        )}
        <ServerTable<User>
          rowKey="id"
          rowHeight={75} // avatar and two lines: the room a loading page keeps
          columns={columns}
          dataSource={data}
          total={total}
          loading={status === 'loading' || status === 'idle'}
          page={params.page}
          perPage={params.perPage}
          sortColumn={params.sortColumn}
          sort={params.sort}
          pageSizes={pageSizes}
          caption={t('list.caption')}
          emptyText={filtered ? t('list.noMatch') : t('list.empty')}
          onRowClick={(user) => navigate(userPath(user.id))}
          onChange={({ page, perPage, sortColumn, sort }) =>
            setUrlParams({
              page,
              perPage,
              sortColumn: (sortColumn as UserSortColumn | undefined) ?? listUrlDefaults.sortColumn,
              sort: sort ?? listUrlDefaults.sort,
            })
          }
        />
      </Card>
      <AddUserDrawer open={adding} onClose={closeAddForm} />
    </>
  );
}
