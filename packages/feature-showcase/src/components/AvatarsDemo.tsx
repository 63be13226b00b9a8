import { PlusOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Col, Flex, Row, Tooltip } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';
import { Identicon } from './Identicon';

// Our own sample people: first names and family names put together.
const people = [
  'Maya Lindqvist',
  'Tomás Okafor',
  'Ines Vauclair',
  'Ravi Tanaka',
  'Lena Moreau',
  'Jonah Abara',
  'Sofia Brenner',
  'Kwame Delacroix',
  'Noor Haddad',
  'Elio Castell',
];
const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');
// Backgrounds that keep white initials readable (AA).
const tones = ['#5b4fe0', '#0b7a75', '#b4235a', '#1f5fb8', '#8a4b08'];

/** A picture named for assistive technology by whom it shows. */
function Named({ name, children }: { name: string; children: ReactNode }) {
  return (
    <span role="img" aria-label={name}>
      {children}
    </span>
  );
}

/** antd's Avatar in our theme: sizes, shapes, initials, icons, generated pictures, groups. */
export default function AvatarsDemo() {
  const { t } = useTranslation('showcase');
  const [members, setMembers] = useState(5);

  return (
    <>
      <PageHeader title={t('titles.components.avatars')} description={t('avatars.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('avatars.sizes.title')}>
            <Flex wrap gap="middle" align="center">
              {(['small', 'default', 'large', 64] as const).map((size, index) => (
                <Named key={size} name={people[index]}>
                  <Avatar size={size} style={{ background: tones[index] }} aria-hidden>
                    {initials(people[index])}
                  </Avatar>
                </Named>
              ))}
              <Named name={t('avatars.someone')}>
                <Avatar shape="square" size={64} icon={<UserOutlined aria-hidden />} aria-hidden />
              </Named>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('avatars.kinds.title')}>
            <Flex wrap gap="large" align="center">
              <Flex vertical align="center" gap={4}>
                <Avatar size="large" style={{ background: tones[1] }} aria-hidden>
                  {initials(people[1])}
                </Avatar>
                <Text type="secondary">{t('avatars.kinds.initials')}</Text>
              </Flex>
              <Flex vertical align="center" gap={4}>
                <Avatar size="large" icon={<TeamOutlined aria-hidden />} aria-hidden />
                <Text type="secondary">{t('avatars.kinds.icon')}</Text>
              </Flex>
              {people.slice(5, 8).map((name) => (
                <Flex key={name} vertical align="center" gap={4}>
                  <Avatar
                    size="large"
                    src={<Identicon name={name} label={t('avatars.kinds.pictureOf', { name })} />}
                  />
                  <Text type="secondary">{t('avatars.kinds.generated')}</Text>
                </Flex>
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('avatars.group.title')}>
            <Flex wrap gap="middle" align="center">
              <Avatar.Group max={{ count: 3, style: { background: 'var(--ant-color-primary)' } }}>
                {people.slice(0, members).map((name, index) => (
                  <Tooltip key={name} title={name}>
                    <Avatar style={{ background: tones[index % tones.length] }}>
                      <Named name={name}>{initials(name)}</Named>
                    </Avatar>
                  </Tooltip>
                ))}
              </Avatar.Group>
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={members === people.length}
                onClick={() => setMembers((count) => count + 1)}
              >
                {t('avatars.group.add')}
              </Button>
              <Text type="secondary" role="status">
                {t('avatars.group.count', { count: members, hidden: members - 3 })}
              </Text>
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
