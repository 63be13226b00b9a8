import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Col, Flex, Row, Segmented, Switch, Timeline, type TimelineProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@tessera/ui';

const modes = ['start', 'alternate', 'end'] as const;
type Mode = (typeof modes)[number];
const events = ['created', 'designed', 'reviewed', 'shipped'] as const;
const times = ['09:12', '10:40', '13:05', '16:30'];

/** antd's Timeline in our theme: its modes, colours and icons, a pending item and reverse order. */
export default function TimelineDemo() {
  const { t } = useTranslation('showcase');
  const [mode, setMode] = useState<Mode>('start');
  const [reverse, setReverse] = useState(false);

  const dated: TimelineProps['items'] = events.map((event, index) => ({
    title: times[index],
    content: t(`timeline.events.${event}`),
  }));

  return (
    <>
      <PageHeader title={t('titles.components.timeline')} description={t('timeline.description')} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={12}>
          <Card title={t('timeline.modes.title')}>
            <Flex vertical gap="large">
              <Segmented<Mode>
                aria-label={t('timeline.modes.label')}
                options={modes.map((value) => ({ value, label: t(`timeline.modes.${value}`) }))}
                value={mode}
                onChange={setMode}
              />
              <Timeline mode={mode} items={dated} data-testid="modes" />
            </Flex>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('timeline.colours.title')}>
            <Timeline
              items={[
                { color: 'green', content: t('timeline.colours.green') },
                { color: 'blue', content: t('timeline.colours.blue') },
                { color: 'red', content: t('timeline.colours.red') },
                { color: 'gray', content: t('timeline.colours.gray') },
                {
                  icon: <CheckCircleOutlined style={{ color: 'var(--ant-color-success)' }} />,
                  content: t('timeline.colours.icon'),
                },
                {
                  icon: <ClockCircleOutlined />,
                  color: '#7c3aed',
                  content: t('timeline.colours.custom'),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card title={t('timeline.pending.title')}>
            <Flex vertical gap="large">
              <Flex gap="small" align="center">
                <Switch id="timeline-reverse" checked={reverse} onChange={setReverse} />
                <label htmlFor="timeline-reverse">{t('timeline.pending.reverse')}</label>
              </Flex>
              <Timeline
                reverse={reverse}
                data-testid="pending"
                items={[
                  ...(dated ?? []).slice(0, 3),
                  { loading: true, content: t('timeline.pending.item') },
                ]}
              />
            </Flex>
          </Card>
        </Col>
      </Row>
    </>
  );
}
