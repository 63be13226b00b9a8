import { MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Progress, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';

const step = 10;

/**
 * antd's Progress in our theme: a line, a circle, a dashboard and steps, all following the
 * buttons above them, and the line's statuses.
 */
export default function ProgressDemo() {
  const { t } = useTranslation('showcase');
  const [percent, setPercent] = useState(40);
  const change = (by: number) => setPercent((current) => Math.min(100, Math.max(0, current + by)));
  const named = (kind: string) => t('progress.named', { kind: t(`progress.kinds.${kind}`) });

  return (
    <>
      <PageHeader
        title={t('titles.components.progress')}
        description={t('progress.description')}
        extra={
          <Flex gap="small" align="center">
            <Button
              icon={<MinusOutlined aria-hidden />}
              aria-label={t('progress.less', { step })}
              onClick={() => change(-step)}
              disabled={percent === 0}
            />
            <Text role="status" style={{ minWidth: 120, textAlign: 'center' }}>
              {t('progress.value', { percent })}
            </Text>
            <Button
              icon={<PlusOutlined aria-hidden />}
              aria-label={t('progress.more', { step })}
              onClick={() => change(step)}
              disabled={percent === 100}
            />
          </Flex>
        }
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('progress.line.title')}>
            <Flex vertical gap="middle">
              <Progress percent={percent} aria-label={named('line')} />
              <Progress percent={percent} size="small" aria-label={named('small')} />
              <Progress
                percent={percent}
                strokeColor={{ from: '#5b4fe0', to: '#0f766e' }}
                aria-label={named('gradient')}
              />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('progress.circle.title')}>
            <Flex gap="large" wrap justify="space-around">
              <Flex vertical align="center" gap="small">
                <Progress type="circle" percent={percent} size={100} aria-label={named('circle')} />
                <Text type="secondary">{t('progress.kinds.circle')}</Text>
              </Flex>
              <Flex vertical align="center" gap="small">
                <Progress
                  type="dashboard"
                  percent={percent}
                  size={100}
                  aria-label={named('dashboard')}
                />
                <Text type="secondary">{t('progress.kinds.dashboard')}</Text>
              </Flex>
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('progress.steps.title')}>
            <Flex vertical gap="middle">
              <Progress steps={5} percent={percent} aria-label={named('steps')} />
              <Progress steps={10} percent={percent} size="small" aria-label={named('tenSteps')} />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('progress.status.title')}>
            <Flex vertical gap="middle">
              <Progress percent={65} status="active" aria-label={t('progress.status.active')} />
              <Progress
                percent={30}
                status="exception"
                aria-label={t('progress.status.exception')}
              />
              <Progress percent={100} aria-label={t('progress.status.success')} />
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
