import { Card, Flex, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import {
  ColorTag,
  FilterSelect,
  ListToolbar,
  LoadFailedAlert,
  PageHeader,
  ServerTable,
  type TagColor,
  useListParams,
  UserAvatar,
} from '@tessera/ui';
import {
  userRoles,
  userSortColumns,
  type User,
  type UserRole,
  type UserSortColumn,
  type UserStatus,
} from '@tessera/api-client';
import {
  defaultRoleUserParams,
  fetchUsersRequested,
  selectRoleUserList,
  type RoleUserListParams,
} from '../../store/slice';

const pageSizes = [10, 25, 50];
const urlDefaults = { q: '', role: '', page: 1, perPage: 10, sortColumn: 'fullName', sort: 'asc' };

const statusColors: Record<UserStatus, TagColor | null> = {
  active: 'green',
  inactive: null,
  pending: 'orange',
};

const oneOf = <Value extends string>(values: readonly Value[], value: string): value is Value =>
  (values as readonly string[]).includes(value);

/** The query for what the URL says; a hand-edited link falls back to the defaults. */
function toUserParams(url: typeof urlDefaults): RoleUserListParams {
  const params: RoleUserListParams = {
    q: url.q.trim(),
    page: Number.isInteger(url.page) && url.page > 0 ? url.page : 1,
    perPage: pageSizes.includes(url.perPage) ? url.perPage : defaultRoleUserParams.perPage,
    sortColumn: oneOf<UserSortColumn>(userSortColumns, url.sortColumn)
      ? url.sortColumn
      : defaultRoleUserParams.sortColumn,
    sort: url.sort === 'desc' ? 'desc' : 'asc',
  };
  if (oneOf<UserRole>(userRoles, url.role)) params.role = url.role;
  return params;
}

/** Beneath the role cards: every user with the role they hold (read-only). */
export function RoleUsersTable() {
  const { t } = useTranslation('permissions');
  const dispatch = useDispatch();
  const list = useSelector(selectRoleUserList);
  const [urlParams, setUrlParams] = useListParams(urlDefaults);
  const params = useMemo(() => toUserParams(urlParams), [urlParams]);

  useEffect(() => {
    dispatch(fetchUsersRequested(params));
  }, [dispatch, params]);

  const columns: TableColumnsType<User> = [
    {
      title: t('roleUsers.columns.user'),
      key: 'fullName',
      sorter: true,
      render: (_, user) => (
        <Flex gap="small" align="center">
          <UserAvatar name={user.fullName} src={user.avatar} size={34} />
          <Flex vertical>
            <Typography.Text strong>{user.fullName}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 13 }}>
              @{user.username}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    { title: t('roleUsers.columns.email'), dataIndex: 'email', key: 'email', sorter: true },
    {
      title: t('roleUsers.columns.role'),
      dataIndex: 'role',
      key: 'role',
      sorter: true,
      render: (_, user) => t(`roleUsers.userRoles.${user.role}`),
    },
    {
      title: t('roleUsers.columns.plan'),
      dataIndex: 'currentPlan',
      key: 'currentPlan',
      sorter: true,
      render: (_, user) => t(`roleUsers.plans.${user.currentPlan}`),
    },
    {
      title: t('roleUsers.columns.status'),
      dataIndex: 'status',
      key: 'status',
      sorter: true,
      render: (_, user) => (
        <ColorTag color={statusColors[user.status]}>
          {t(`roleUsers.statuses.${user.status}`)}
        </ColorTag>
      ),
    },
  ];

  return (
    <section aria-labelledby="role-users-heading">
      <PageHeader
        level={2}
        title={<span id="role-users-heading">{t('roleUsers.heading')}</span>}
        description={t('roleUsers.description')}
      />
      <Card>
        <ListToolbar
          search={{
            value: urlParams.q,
            onChange: (q) => setUrlParams({ q }),
            label: t('roleUsers.searchLabel'),
            placeholder: t('roleUsers.searchPlaceholder'),
          }}
          filters={
            <FilterSelect
              label={t('roleUsers.roleFilter')}
              placeholder={t('roleUsers.anyRole')}
              value={params.role}
              options={userRoles.map((role) => ({
                value: role,
                label: t(`roleUsers.userRoles.${role}`),
              }))}
              onChange={(role) => setUrlParams({ role: role ?? '' })}
            />
          }
        />
        {list.status === 'failed' && (
          <LoadFailedAlert
            title={t('roleUsers.loadFailed')}
            message={list.error}
            onRetry={() => dispatch(fetchUsersRequested(params))}
          />
        )}
        <ServerTable<User>
          rowKey="id"
          rowHeight={75} // avatar and two lines: the room a loading page keeps
          caption={t('roleUsers.tableCaption')}
          columns={columns}
          dataSource={list.data}
          total={list.total}
          loading={list.status === 'loading'}
          page={params.page}
          perPage={params.perPage}
          sortColumn={params.sortColumn}
          sort={params.sort}
          pageSizes={pageSizes}
          onChange={({ page, perPage, sortColumn, sort }) =>
            setUrlParams({
              page,
              perPage,
              sortColumn: sortColumn ?? urlDefaults.sortColumn,
              sort: sort ?? urlDefaults.sort,
            })
          }
          emptyText={t('roleUsers.empty')}
        />
      </Card>
    </section>
  );
}
