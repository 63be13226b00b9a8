import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type User, type UserListResponse } from '@tessera/api-client';
import {
  roleKeyPattern,
  userPlans,
  userSortColumns,
  userStatuses,
} from '@tessera/api-client/users';
import {
  downloadCsv,
  fetchEveryPage,
  FilterSelect,
  lazyDialog,
  ListCard,
  listEmptyTexts,
  PageHeader,
  useConfirmedAction,
  useErrorMessage,
  useListController,
  useFeedback,
} from '@tessera/ui';
import { useLazyListUsersQuery, useListUsersQuery, useRemoveUserMutation } from '../../api';
import { userPath } from '../../paths';
import { csvColumns, userColumns } from './columns';
import { useRoles } from '../shared/useRoles';
import { UserStats } from './UserStats';

/** The "Add new user" form loads when first opened. */
const AddUserDrawer = lazyDialog(() =>
  import('./AddUserDrawer').then((module) => ({ default: module.AddUserDrawer })),
);

/** What the list lets the user choose (SPEC §9: 10 a page, by full name ascending). */
const userList = {
  filters: { role: roleKeyPattern, currentPlan: userPlans, status: userStatuses },
  sort: { columns: userSortColumns, column: 'fullName' },
  rows: (data: UserListResponse) => ({ rows: data.users, total: data.total }),
} as const;

/** `/apps/user/list`: statistics, then the searchable, filterable, sortable, paged list. */
export default function UserListPage() {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const { message } = useFeedback();
  const describe = useErrorMessage();
  const navigate = useNavigate();
  const act = useConfirmedAction();
  const list = useListController(useListUsersQuery, userList);
  const [fetchUsers] = useLazyListUsersQuery();
  const [removeUser] = useRemoveUserMutation();
  const [adding, setAdding] = useState(false);
  const closeAddForm = useCallback(() => setAdding(false), []);
  const [exporting, setExporting] = useState(false);

  const remove = useCallback(
    (user: User) =>
      act(() => removeUser({ id: user.id }).unwrap(), {
        confirm: {
          title: t('delete.title', { name: user.fullName }),
          content: t('delete.content'),
          okText: t('delete.confirm'),
          danger: true,
        },
        done: t('delete.done', { name: user.fullName }),
      }),
    [act, removeUser, t],
  );
  // The same columns while the language stays: the table draws its rows once per answer.
  const columns = useMemo(() => userColumns(t, remove), [t, remove]);

  /** Every user of the current filter (all pages), asked page by page. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const users = await fetchEveryPage((page, perPage) =>
        fetchUsers({ ...list.query, page, perPage })
          .unwrap()
          .then((answer) => ({ rows: answer.users, total: answer.total })),
      );
      downloadCsv('users.csv', users, csvColumns(t, roles.nameOf));
      void message.success(t('export.done', { count: users.length }));
    } catch (failure) {
      void message.error(describe(failure));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader title={t('titles.list')} description={t('list.description')} />
      <UserStats />
      <ListCard<User>
        list={list}
        search={{ placeholder: t('list.searchPlaceholder'), label: t('list.search') }}
        filters={
          <>
            <FilterSelect
              label={t('fields.role')}
              placeholder={t('list.anyRole')}
              options={roles.options}
              {...list.filter('role')}
            />
            <FilterSelect
              label={t('fields.currentPlan')}
              placeholder={t('list.anyPlan')}
              options={userPlans.map((plan) => ({ value: plan, label: t(`planNames.${plan}`) }))}
              {...list.filter('currentPlan')}
            />
            <FilterSelect
              label={t('fields.status')}
              placeholder={t('list.anyStatus')}
              options={userStatuses.map((value) => ({
                value,
                label: t(`statuses.${value}`),
              }))}
              {...list.filter('status')}
            />
          </>
        }
        actions={
          <>
            <Button
              icon={<DownloadOutlined aria-hidden />}
              onClick={exportCsv}
              loading={exporting}
              disabled={list.table.total === 0}
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
        rowKey="id"
        rowHeight={75} // avatar and two lines: the room a loading page keeps
        columns={columns}
        caption={t('list.caption')}
        emptyText={listEmptyTexts(t)}
        onRowClick={(user) => navigate(userPath(user.id))}
      />
      <AddUserDrawer open={adding} onClose={closeAddForm} />
    </>
  );
}
