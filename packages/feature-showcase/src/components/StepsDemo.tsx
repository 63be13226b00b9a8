import { Button, Card, Col, Flex, Row, Steps, Switch, type StepsProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader, Text } from '@tessera/ui';

const stages = ['account', 'profile', 'review', 'done'] as const;
const last = stages.length - 1;

/**
 * antd's Steps in our theme, horizontal, vertical and small, with a failed step: all follow the
 * Previous and Next buttons, and the first ones jump to a step when it is clicked.
 */
export default function StepsDemo() {
  const { t } = useTranslation('showcase');
  const [current, setCurrent] = useState(1);
  const [failed, setFailed] = useState(false);
  const finished = current > last;

  const items: StepsProps['items'] = stages.map((stage) => ({
    title: t(`steps.stages.${stage}.title`),
    content: t(`steps.stages.${stage}.content`),
  }));
  const titlesOnly = stages.map((stage) => ({ title: t(`steps.stages.${stage}.title`) }));
  const where = finished
    ? t('steps.finished')
    : t('steps.at', { step: current + 1, count: stages.length, name: items[current]?.title });

  return (
    <>
      <PageHeader
        title={t('titles.components.steps')}
        description={t('steps.description')}
        extra={
          <>
            <Button onClick={() => setCurrent(current - 1)} disabled={current === 0}>
              {t('steps.previous')}
            </Button>
            {current < last ? (
              <Button type="primary" onClick={() => setCurrent(current + 1)}>
                {t('steps.next')}
              </Button>
            ) : (
              <Button type="primary" onClick={() => setCurrent(last + 1)} disabled={finished}>
                {t('steps.finish')}
              </Button>
            )}
          </>
        }
      />
      <Text role="status" style={{ display: 'block', marginBottom: 16 }}>
        {where}
      </Text>
      <Row gutter={[24, 24]}>
        <Col xs={24}>
          <Card title={t('steps.horizontal')}>
            <Steps current={current} onChange={setCurrent} items={items} data-testid="horizontal" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('steps.vertical')}>
            <Steps orientation="vertical" current={current} items={items} data-testid="vertical" />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={24}>
            <Card title={t('steps.small')}>
              <Steps size="small" current={current} items={titlesOnly} data-testid="small" />
            </Card>
            <Card title={t('steps.status.title')}>
              <Flex vertical gap="middle">
                <Flex gap="small" align="center">
                  <Switch id="steps-failed" checked={failed} onChange={setFailed} />
                  <label htmlFor="steps-failed">{t('steps.status.switch')}</label>
                </Flex>
                <Steps
                  current={Math.min(current, last)}
                  status={failed ? 'error' : undefined}
                  items={titlesOnly}
                  titlePlacement="vertical"
                  data-testid="status"
                />
              </Flex>
            </Card>
          </Flex>
        </Col>
      </Row>
    </>
  );
}
