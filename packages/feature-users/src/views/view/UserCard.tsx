import { CheckCircleOutlined, ProjectOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Divider, Flex, Skeleton, theme } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserDetailsResponse } from '@tessera/api-client';
import { EllipsisText, LtrText, useConfirmedAction, UserAvatar, Title, Text } from '@tessera/ui';
import { billingKeys } from '../../model/presentation';
import { useUpdateUserMutation } from '../../api';
import { RoleTag, StatusTag } from '../shared/tags';
import { useRoles } from '../shared/useRoles';
import { EditUserModal } from './lazy';

interface UserCardProps {
  user: User;
  details: UserDetailsResponse | null;
  detailsLoading: boolean;
}

/** One of the two counts under the name: a tinted icon, a number, a label. */
function Count({ icon, value, label }: { icon: ReactNode; value: ReactNode; label: string }) {
  const { token } = theme.useToken();
  return (
    <Flex gap="small" align="center">
      <Flex
        aria-hidden
        align="center"
        justify="center"
        style={{
          width: 40,
          height: 40,
          borderRadius: token.borderRadius,
          background: token.colorPrimaryBg,
          color: token.colorPrimary,
          fontSize: 20,
        }}
      >
        {icon}
      </Flex>
      <div>
        <Text strong style={{ display: 'block', fontSize: 18 }}>
          {value}
        </Text>
        <Text type="secondary">{label}</Text>
      </div>
    </Flex>
  );
}

/** The user's identity, counts and details, with Edit and Suspend (or Reactivate). */
export function UserCard({ user, details, detailsLoading }: UserCardProps) {
  const { t } = useTranslation('users');
  const { nameOf } = useRoles();
  const act = useConfirmedAction();
  const [updateUser, { isLoading: pending }] = useUpdateUserMutation();
  const [editing, setEditing] = useState(false);
  const suspended = user.status === 'inactive';

  const tasksDone = details?.projects.reduce((sum, project) => sum + project.completedTasks, 0);
  const projectCount = details?.projects.length;

  /** Suspending sets the status to inactive (no more sign-in), after asking; reactivating sets it back. */
  const suspend = () =>
    act(() => updateUser({ id: user.id, status: 'inactive' }).unwrap(), {
      confirm: {
        title: t('suspend.title', { name: user.fullName }),
        content: t('suspend.content'),
        okText: t('suspend.confirm'),
        danger: true,
      },
      done: t('suspend.done'),
    });
  const reactivate = () =>
    act(() => updateUser({ id: user.id, status: 'active' }).unwrap(), {
      done: t('reactivate.done'),
    });

  const items = [
    {
      key: 'username',
      label: t('fields.username'),
      children: <LtrText>{`@${user.username}`}</LtrText>,
    },
    { key: 'email', label: t('fields.email'), children: <LtrText>{user.email}</LtrText> },
    { key: 'status', label: t('fields.status'), children: <StatusTag status={user.status} /> },
    { key: 'role', label: t('fields.role'), children: nameOf(user.role) },
    {
      key: 'contact',
      label: t('fields.contact'),
      children: <LtrText>{user.contact}</LtrText>,
    },
    { key: 'country', label: t('fields.country'), children: user.country },
    { key: 'company', label: t('fields.company'), children: user.company || '—' },
    {
      key: 'billing',
      label: t('fields.billing'),
      children: t(`billing.${billingKeys[user.billing]}`),
    },
  ];

  return (
    <Card style={{ marginBottom: 24 }} data-testid="user-card">
      <Flex vertical align="center" gap="small">
        <UserAvatar name={user.fullName} src={user.avatar} size={96} />
        <Title level={2} style={{ margin: '8px 0 0', fontSize: 20, maxWidth: '100%' }}>
          <EllipsisText>{user.fullName}</EllipsisText>
        </Title>
        <RoleTag role={user.role} />
      </Flex>
      <Flex justify="space-around" wrap gap="middle" style={{ marginTop: 24 }}>
        {detailsLoading && !details ? (
          <Skeleton active title={false} paragraph={{ rows: 1 }} />
        ) : (
          <>
            <Count
              icon={<CheckCircleOutlined aria-hidden />}
              value={tasksDone ?? '—'}
              label={t('view.tasksDone')}
            />
            <Count
              icon={<ProjectOutlined aria-hidden />}
              value={projectCount ?? '—'}
              label={t('view.projectsDone')}
            />
          </>
        )}
      </Flex>
      <Divider />
      <Title level={3} style={{ fontSize: 16 }}>
        {t('view.details')}
      </Title>
      <Descriptions column={1} size="small" items={items} />
      <Flex gap="small" justify="center" style={{ marginTop: 16 }}>
        <Button type="primary" onClick={() => setEditing(true)}>
          {t('actions.edit')}
        </Button>
        {suspended ? (
          <Button onClick={reactivate} loading={pending}>
            {t('actions.reactivate')}
          </Button>
        ) : (
          <Button danger onClick={suspend} loading={pending}>
            {t('actions.suspend')}
          </Button>
        )}
      </Flex>
      <EditUserModal user={user} open={editing} onClose={() => setEditing(false)} />
    </Card>
  );
}
