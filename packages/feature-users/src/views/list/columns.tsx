import { Flex, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { User } from '@tessera/api-client';
import {
  actionsColumn,
  type CsvColumn,
  DeleteAction,
  EllipsisText,
  LtrText,
  UserAvatar,
  Text,
  ViewAction,
} from '@tessera/ui';
import { billingKeys } from '../../model/presentation';
import { userPath } from '../../paths';
import { RoleTag, StatusTag } from '../shared/tags';

/** The table's columns; sortable ones are keyed by the server's sortColumn. */
export function userColumns(
  t: TFunction<'users'>,
  onDelete: (user: User) => void,
): TableColumnsType<User> {
  return [
    {
      key: 'fullName',
      title: t('columns.user'),
      sorter: true,
      render: (_, user) => (
        <Flex gap="small" align="center">
          <UserAvatar name={user.fullName} src={user.avatar} />
          <div style={{ minWidth: 0 }}>
            <Link to={userPath(user.id)} style={{ fontWeight: 500, display: 'block' }}>
              <EllipsisText>{user.fullName}</EllipsisText>
            </Link>
            <Text type="secondary" style={{ display: 'block', fontSize: 13 }}>
              <LtrText>{user.email}</LtrText>
            </Text>
          </div>
        </Flex>
      ),
    },
    {
      key: 'role',
      title: t('columns.role'),
      sorter: true,
      render: (_, user) => <RoleTag role={user.role} />,
    },
    {
      key: 'currentPlan',
      title: t('columns.plan'),
      sorter: true,
      render: (_, user) => t(`planNames.${user.currentPlan}`),
    },
    {
      key: 'billing',
      title: t('columns.billing'),
      sorter: true,
      render: (_, user) => t(`billing.${billingKeys[user.billing]}`),
    },
    {
      key: 'status',
      title: t('columns.status'),
      sorter: true,
      render: (_, user) => <StatusTag status={user.status} />,
    },
    actionsColumn<User>(t('columns.actions'), (user) => (
      <>
        <ViewAction
          label={t('actions.viewUser', { name: user.fullName })}
          to={userPath(user.id)}
        />
        <DeleteAction
          label={t('actions.deleteUser', { name: user.fullName })}
          onClick={() => onDelete(user)}
        />
      </>
    )),
  ];
}

/** The export's columns: raw values, readable in any spreadsheet. */
export function csvColumns(
  t: TFunction<'users'>,
  roleName: (role: User['role']) => string,
): CsvColumn<User>[] {
  return [
    { title: t('fields.fullName'), value: (user) => user.fullName },
    { title: t('fields.username'), value: (user) => user.username },
    { title: t('fields.email'), value: (user) => user.email },
    { title: t('fields.role'), value: (user) => roleName(user.role) },
    { title: t('fields.currentPlan'), value: (user) => t(`planNames.${user.currentPlan}`) },
    { title: t('fields.billing'), value: (user) => t(`billing.${billingKeys[user.billing]}`) },
    { title: t('fields.status'), value: (user) => t(`statuses.${user.status}`) },
    { title: t('fields.company'), value: (user) => user.company },
    { title: t('fields.country'), value: (user) => user.country },
    { title: t('fields.contact'), value: (user) => user.contact },
  ];
}
