import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { UserAvatar, Title, Text } from '@tessera/ui';
import type { ManagedRole } from '@tessera/api-client';

/** How many faces a card shows; the rest is a "+N". */
const shownAvatars = 4;

function AvatarStack({ role }: { role: ManagedRole }) {
  const { t } = useTranslation('permissions');
  const { token } = theme.useToken();
  const shown = role.sampleUsers.slice(0, shownAvatars);
  const more = role.userCount - shown.length;
  const ring = { borderRadius: '50%', boxShadow: `0 0 0 2px ${token.colorBgContainer}` };
  return (
    <Flex className="role-card__avatars" style={{ paddingInlineStart: 8 }}>
      {shown.map((user) => (
        <span key={user.id} style={{ ...ring, marginInlineStart: -8, display: 'inline-flex' }}>
          <UserAvatar name={user.fullName} src={user.avatar} size={32} />
        </span>
      ))}
      {more > 0 && (
        <Text type="secondary" style={{ marginInlineStart: 6, alignSelf: 'center', fontSize: 13 }}>
          {t('roles.moreUsers', { count: more })}
        </Text>
      )}
    </Flex>
  );
}

function RoleCard({ role, onEdit }: { role: ManagedRole; onEdit: () => void }) {
  const { t } = useTranslation('permissions');
  return (
    <Card className="role-card" style={{ height: '100%' }} data-testid={`role-card-${role.id}`}>
      <Flex justify="space-between" align="center" gap="small" wrap>
        <Text type="secondary">{t('roles.totalUsers', { count: role.userCount })}</Text>
        <AvatarStack role={role} />
      </Flex>
      <Title level={2} style={{ fontSize: 18, margin: '16px 0 4px' }}>
        {role.name}
      </Title>
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={onEdit}
        aria-label={t('roles.editRoleNamed', { name: role.name })}
      >
        {t('roles.editRole')}
      </Button>
    </Card>
  );
}

/** One card per role and a card to add one; placeholders while the roles load. */
export function RoleCards({
  roles,
  loading,
  onEdit,
  onAdd,
}: {
  roles: readonly ManagedRole[];
  loading: boolean;
  onEdit: (role: ManagedRole) => void;
  onAdd: () => void;
}) {
  const { t } = useTranslation('permissions');
  // As many as the usual roles, shaped like a role card: the cards do not move when they arrive.
  const placeholders = loading && roles.length === 0 ? 5 : 0;
  return (
    <Row gutter={[24, 24]} style={{ marginBottom: 32 }}>
      {roles.map((role) => (
        <Col key={role.id} xs={24} md={12} xl={8}>
          <RoleCard role={role} onEdit={() => onEdit(role)} />
        </Col>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        <Col key={`placeholder-${index}`} xs={24} md={12} xl={8}>
          <Card aria-busy="true" style={{ height: '100%' }}>
            {/* A role card's content height: the row does not move when the roles arrive. */}
            <Flex vertical justify="space-between" style={{ height: 107 }}>
              <Flex justify="space-between" align="center">
                <Skeleton.Button active size="small" />
                <Skeleton.Avatar active size={32} />
              </Flex>
              <Skeleton.Input active size="small" />
              <Skeleton.Button active size="small" />
            </Flex>
          </Card>
        </Col>
      ))}
      <Col xs={24} md={12} xl={8}>
        <Card style={{ height: '100%' }}>
          <Flex vertical align="flex-end" gap="small" style={{ textAlign: 'end' }}>
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={onAdd}>
              {t('roles.add')}
            </Button>
            <Text type="secondary">{t('roles.addCardText')}</Text>
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
