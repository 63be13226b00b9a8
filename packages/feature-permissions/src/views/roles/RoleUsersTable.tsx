import { Flex } from 'antd';
import type { TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ColorTag,
  EllipsisText,
  FilterSelect,
  ListCard,
  LtrText,
  PageHeader,
  type TagColor,
  useListController,
  UserAvatar,
  Text,
} from '@tessera/ui';
import { type User, type UserListResponse, type UserStatus } from '@tessera/api-client';
import { roleKeyPattern, userSortColumns } from '@tessera/api-client/users';
import { useListRoleUsersQuery, useListRolesQuery } from '../../api';

/** Search, filter by role, sort by any column (full name first), 10 a page. */
const roleUserList = {
  filters: { role: roleKeyPattern },
  sort: { columns: userSortColumns, column: 'fullName' },
  rows: (data: UserListResponse) => ({ rows: data.users, total: data.total }),
} as const;

const statusColors: Record<UserStatus, TagColor | null> = {
  active: 'green',
  inactive: null,
  pending: 'orange',
};

/** Beneath the role cards: every user with the role they hold (read-only). */
export function RoleUsersTable() {
  const { t } = useTranslation('permissions');
  // Roles are data: the cards' roles, a new one included, name the filter's options and the column.
  const { data: roles = [] } = useListRolesQuery(undefined);
  const list = useListController(useListRoleUsersQuery, roleUserList);

  // The same columns while the language and roles stay: the table draws its rows once per answer.
  const columns = useMemo<TableColumnsType<User>>(() => {
    const roleName = (key: string) => roles.find((role) => role.userRole === key)?.name ?? key;
    return [
      {
        title: t('roleUsers.columns.user'),
        key: 'fullName',
        sorter: true,
        render: (_, user) => (
          <Flex gap="small" align="center">
            <UserAvatar name={user.fullName} src={user.avatar} size={34} />
            <Flex vertical>
              <Text strong>
                <EllipsisText>{user.fullName}</EllipsisText>
              </Text>
              <Text type="secondary" style={{ fontSize: 13 }}>
                <LtrText>{`@${user.username}`}</LtrText>
              </Text>
            </Flex>
          </Flex>
        ),
      },
      {
        title: t('roleUsers.columns.email'),
        dataIndex: 'email',
        key: 'email',
        sorter: true,
        render: (_, user) => <LtrText>{user.email}</LtrText>,
      },
      {
        title: t('roleUsers.columns.role'),
        dataIndex: 'role',
        key: 'role',
        sorter: true,
        render: (_, user) => roleName(user.role),
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
  }, [t, roles]);

  return (
    <section aria-labelledby="role-users-heading">
      <PageHeader
        level={2}
        title={<span id="role-users-heading">{t('roleUsers.heading')}</span>}
        description={t('roleUsers.description')}
      />
      <ListCard<User>
        list={list}
        search={{
          label: t('roleUsers.searchLabel'),
          placeholder: t('roleUsers.searchPlaceholder'),
        }}
        filters={
          <FilterSelect
            label={t('roleUsers.roleFilter')}
            placeholder={t('roleUsers.anyRole')}
            options={roles.map((role) => ({ value: role.userRole, label: role.name }))}
            {...list.filter('role')}
          />
        }
        rowKey="id"
        rowHeight={75} // avatar and two lines: the room a loading page keeps
        caption={t('roleUsers.tableCaption')}
        columns={columns}
        emptyText={{
          empty: t('roleUsers.empty'),
          noMatch: t('roleUsers.noMatch'),
          failed: t('roleUsers.loadFailed'),
        }}
      />
    </section>
  );
}
