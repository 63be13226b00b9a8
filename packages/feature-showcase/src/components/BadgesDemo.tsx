import { BellOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Avatar, Badge, Card, Col, Flex, Row, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconAction, PageHeader, Text } from '@tessera/ui';

const statuses = ['success', 'processing', 'default', 'error', 'warning'] as const;

/** antd's Badge in our theme: counts, dots, overflow, statuses and ribbons. */
export default function BadgesDemo() {
  const { t } = useTranslation('showcase');
  const [count, setCount] = useState(5);
  const [dot, setDot] = useState(true);

  return (
    <>
      <PageHeader title={t('titles.components.badges')} description={t('badges.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('badges.count.title')}>
            <Flex wrap gap="large" align="center">
              <Badge count={count} showZero>
                <Avatar
                  shape="square"
                  size="large"
                  icon={<BellOutlined aria-hidden />}
                  aria-hidden
                />
              </Badge>
              <Space.Compact>
                <IconAction
                  label={t('badges.count.decrease')}
                  icon={<MinusOutlined aria-hidden />}
                  disabled={count === 0}
                  onClick={() => setCount((value) => Math.max(0, value - 1))}
                />
                <IconAction
                  label={t('badges.count.increase')}
                  icon={<PlusOutlined aria-hidden />}
                  onClick={() => setCount((value) => value + 1)}
                />
              </Space.Compact>
              <Text type="secondary" role="status">
                {t('badges.count.unread', { count })}
              </Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('badges.dot.title')}>
            <Flex wrap gap="large" align="center">
              <Badge dot={dot}>
                <Avatar
                  shape="square"
                  size="large"
                  icon={<BellOutlined aria-hidden />}
                  aria-hidden
                />
              </Badge>
              <Badge dot={dot}>
                <Text>{t('badges.dot.messages')}</Text>
              </Badge>
              <Flex gap="small" align="center">
                <Switch checked={dot} onChange={setDot} aria-label={t('badges.dot.toggle')} />
                <Text>{dot ? t('badges.dot.on') : t('badges.dot.off')}</Text>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('badges.overflow.title')}>
            <Flex wrap gap="large" align="center">
              <Badge count={120}>
                <Avatar
                  shape="square"
                  size="large"
                  icon={<BellOutlined aria-hidden />}
                  aria-hidden
                />
              </Badge>
              <Badge count={1250} overflowCount={999}>
                <Avatar
                  shape="square"
                  size="large"
                  icon={<BellOutlined aria-hidden />}
                  aria-hidden
                />
              </Badge>
              <Text type="secondary">{t('badges.overflow.text')}</Text>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('badges.status.title')}>
            <Flex vertical gap="small">
              {statuses.map((status) => (
                <Badge key={status} status={status} text={t(`badges.status.${status}`)} />
              ))}
            </Flex>
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={t('badges.ribbon.title')}>
            <Row gutter={[16, 16]}>
              <Col xs={24} md={12}>
                <Badge.Ribbon text={t('badges.ribbon.new')}>
                  <Card size="small" title={t('badges.ribbon.starter')}>
                    {t('badges.ribbon.starterText')}
                  </Card>
                </Badge.Ribbon>
              </Col>
              <Col xs={24} md={12}>
                <Badge.Ribbon text={t('badges.ribbon.popular')} color="#b4235a" placement="start">
                  <Card size="small" title={t('badges.ribbon.team')}>
                    <Flex justify="flex-end">{t('badges.ribbon.teamText')}</Flex>
                  </Card>
                </Badge.Ribbon>
              </Col>
            </Row>
          </Card>
        </Col>
      </Row>
    </>
  );
}
