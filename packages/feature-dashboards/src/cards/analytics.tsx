import {
  CustomerServiceOutlined,
  FileTextOutlined,
  ProjectOutlined,
  ScheduleOutlined,
  TeamOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { Col, Flex, Row, Select, Timeline } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type SessionPeriod, type StatisticSeries } from '@tessera/api-client';
import { sessionPeriods } from '@tessera/api-client/cards';
import { ColorTag, LtrText, Text, Title, UserAvatar, IconBadge } from '@tessera/ui';
import {
  useActiveUsersQuery,
  useAvgSessionsQuery,
  useCustomersQuery,
  useNewsletterQuery,
  useOrdersQuery,
  useProductOrdersQuery,
  useSalesQuery,
  useSessionsDeviceQuery,
  useSubscribersQuery,
  useSupportTrackerQuery,
} from '../api';
import { Chart, Meter } from '@tessera/ui/charts';
import { CardShell, type CardQuery } from './CardShell';
import type { CardProps } from './ecommerce';
import { useFormats } from './format';
import { Change, Figure, PlainList } from './parts';

function SeriesAreaCard({
  testId,
  name,
  icon,
  color,
  query,
  actions,
}: CardProps & {
  testId: string;
  name: 'subscribers' | 'ordersReceived';
  icon: ReactNode;
  color: 'primary' | 'gold';
  query: CardQuery<StatisticSeries>;
}) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId={testId}
      title={t(`cards.${name}.title`)}
      query={query}
      bodyHeight={220}
      actions={actions}
    >
      {({ total, points }) => (
        <Flex vertical gap="small">
          <Flex gap="middle" align="center">
            <IconBadge color={color === 'primary' ? 'purple' : 'gold'}>{icon}</IconBadge>
            <Figure value={format.compact(total)} label={t(`cards.${name}.label`)} />
          </Flex>
          <Chart
            kind="area"
            title={t(`cards.${name}.chart`)}
            height={90}
            axes={false}
            labels={points.map((point) => format.day(point.date))}
            series={[{ name: t(`cards.${name}.label`), values: points.map((p) => p.value), color }]}
            formatValue={format.integer}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function SubscribersCard({ actions }: CardProps) {
  return (
    <SeriesAreaCard
      testId="subscribers-card"
      name="subscribers"
      icon={<TeamOutlined aria-hidden />}
      color="primary"
      query={useSubscribersQuery(undefined)}
      actions={actions}
    />
  );
}

export function OrdersReceivedCard({ actions }: CardProps) {
  return (
    <SeriesAreaCard
      testId="orders-received-card"
      name="ordersReceived"
      icon={<ShoppingCartOutlined aria-hidden />}
      color="gold"
      query={useOrdersQuery(undefined)}
      actions={actions}
    />
  );
}

export function AvgSessionsCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  const [period, setPeriod] = useState<SessionPeriod>(sessionPeriods[0]);
  return (
    <CardShell
      testId="avg-sessions-card"
      title={t('cards.avgSessions.title')}
      query={useAvgSessionsQuery(period)}
      bodyHeight={400}
      actions={actions}
      extra={
        <Select
          aria-label={t('cards.avgSessions.period')}
          value={period}
          onChange={setPeriod}
          options={sessionPeriods.map((value) => ({
            value,
            label: t(`cards.avgSessions.periods.${value}`),
          }))}
          style={{ width: 150 }}
          size="small"
        />
      }
    >
      {(sessions) => (
        <Flex vertical gap="middle">
          <Flex justify="space-between" align="flex-end" gap="middle">
            <Figure
              value={format.integer(sessions.average)}
              label={t('cards.avgSessions.average')}
            />
            <span>
              <Change value={sessions.growth} format={format} />{' '}
              <Text type="secondary">{t('cards.avgSessions.vsBefore')}</Text>
            </span>
          </Flex>
          <Chart
            kind="bar"
            title={t('cards.avgSessions.chart', {
              period: t(`cards.avgSessions.periods.${sessions.period}`),
            })}
            height={150}
            labels={sessions.points.map((point) =>
              sessions.period === 'Last Year'
                ? format.monthYear(point.date.slice(0, 7))
                : format.day(point.date),
            )}
            series={[
              {
                name: t('cards.avgSessions.series'),
                values: sessions.points.map((point) => point.value),
                color: 'primary',
              },
            ]}
            formatValue={format.integer}
          />
          <Row gutter={[16, 8]}>
            {sessions.goals.map((goal) => (
              <Col key={goal.key} span={12}>
                <Text type="secondary">
                  {t(`cards.avgSessions.goals.${goal.key}`, { value: format.integer(goal.value) })}
                </Text>
                <Meter percent={goal.percent} small />
              </Col>
            ))}
          </Row>
        </Flex>
      )}
    </CardShell>
  );
}

export function SupportTrackerCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="support-tracker-card"
      title={t('cards.support.title')}
      query={useSupportTrackerQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {(tracker) => (
        <Flex vertical gap="middle">
          <Figure value={format.integer(tracker.totalTickets)} label={t('cards.support.tickets')} />
          <Chart
            kind="gauge"
            title={t('cards.support.chart')}
            height={190}
            labels={[t('cards.support.completedShare')]}
            series={[
              {
                name: t('cards.support.series'),
                values: [tracker.completedPercent],
                color: 'primary',
              },
            ]}
            formatValue={format.percent}
            centerText={format.percent(tracker.completedPercent)}
          />
          <Row>
            {(
              [
                ['new', tracker.newTickets],
                ['open', tracker.openTickets],
                ['response', tracker.responseHours],
              ] as const
            ).map(([key, value]) => (
              <Col key={key} span={8} style={{ textAlign: 'center' }}>
                <Figure
                  level={5}
                  value={
                    key === 'response'
                      ? t('cards.support.hours', { count: value })
                      : format.integer(value)
                  }
                  label={t(`cards.support.${key}`)}
                />
              </Col>
            ))}
          </Row>
        </Flex>
      )}
    </CardShell>
  );
}

const timelineIcons = {
  invoice: <FileTextOutlined />,
  meeting: <ScheduleOutlined />,
  project: <ProjectOutlined />,
  report: <CustomerServiceOutlined />,
};
const timelineColors = { invoice: 'blue', meeting: 'green', project: 'purple', report: 'orange' };

export function UserTimelineCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="user-timeline-card"
      title={t('cards.timeline.title')}
      query={useActiveUsersQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ timeline }) => (
        <Timeline
          items={timeline.map((event) => ({
            key: event.id,
            color: timelineColors[event.kind],
            icon: timelineIcons[event.kind],
            content: (
              <div>
                <Text strong>
                  {t(`cards.timeline.kinds.${event.kind}`, { person: event.person })}
                </Text>
                <br />
                <Text type="secondary">{format.moment(event.time)}</Text>
              </div>
            ),
          }))}
        />
      )}
    </CardShell>
  );
}

export function SalesRadarCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="sales-radar-card"
      title={t('cards.salesRadar.title')}
      query={useSalesQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ total, months }) => (
        <Flex vertical gap="small">
          <Text type="secondary">
            {t('cards.salesRadar.total', { total: format.integer(total) })}
          </Text>
          <Chart
            kind="radar"
            title={t('cards.salesRadar.chart')}
            height={280}
            labels={months.map((entry) => format.month(entry.month))}
            series={[
              {
                name: t('cards.salesRadar.sales'),
                values: months.map((m) => m.sales),
                color: 'primary',
              },
              {
                name: t('cards.salesRadar.visits'),
                values: months.map((m) => m.visits),
                color: 'cyan',
              },
            ]}
            formatValue={format.integer}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function AppDesignCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="app-design-card"
      title={t('cards.appDesign.title')}
      query={useNewsletterQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ project }) => (
        <Flex vertical gap="middle">
          <span style={{ alignSelf: 'flex-start' }}>
            <ColorTag color="purple">
              {t('cards.appDesign.due', { date: format.longDay(project.dueDate) })}
            </ColorTag>
          </span>
          <Title level={5} style={{ margin: 0 }}>
            {project.title}
          </Title>
          <Text type="secondary">{t('cards.appDesign.text')}</Text>
          <div>
            <Text type="secondary">{t('cards.appDesign.team')}</Text>
            <Flex gap={4} style={{ marginTop: 8 }} wrap>
              {project.team.map((member) => (
                <UserAvatar key={member.id} name={member.fullName} />
              ))}
            </Flex>
          </div>
          <Row>
            <Col span={12}>
              <Figure
                level={5}
                value={format.money(project.budget)}
                label={t('cards.appDesign.budget')}
              />
            </Col>
            <Col span={12}>
              <Figure
                level={5}
                value={format.money(project.cost)}
                label={t('cards.appDesign.cost')}
              />
            </Col>
          </Row>
          <Meter percent={Math.round((project.cost / project.budget) * 100)} />
        </Flex>
      )}
    </CardShell>
  );
}

export function SessionsByDeviceCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="sessions-device-card"
      title={t('cards.devices.title')}
      query={useSessionsDeviceQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ total, devices }) => (
        <Flex vertical gap="small">
          <Chart
            kind="doughnut"
            title={t('cards.devices.chart')}
            height={170}
            labels={devices.map((entry) => t(`cards.devices.names.${entry.device}`))}
            series={[
              {
                name: t('cards.devices.series'),
                values: devices.map((entry) => entry.sessions),
                color: ['primary', 'gold', 'red'],
              },
            ]}
            formatValue={format.integer}
            centerText={format.compact(total)}
          />
          <PlainList
            items={devices}
            itemKey={(entry) => entry.device}
            render={(entry) => (
              <Flex justify="space-between" gap="middle">
                <Text>{t(`cards.devices.names.${entry.device}`)}</Text>
                <Flex gap="middle">
                  <LtrText>
                    {format.percent(total === 0 ? 0 : (entry.sessions / total) * 100)}
                  </LtrText>
                  <Change value={entry.change} format={format} />
                </Flex>
              </Flex>
            )}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function ProductOrdersCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="product-orders-card"
      title={t('cards.productOrders.title')}
      query={useProductOrdersQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ total, parts }) => (
        <Flex vertical gap="small">
          <Chart
            kind="doughnut"
            title={t('cards.productOrders.chart')}
            height={200}
            labels={parts.map((part) => t(`cards.productOrders.parts.${part.status}`))}
            series={[
              {
                name: t('cards.productOrders.series'),
                values: parts.map((part) => part.orders),
                color: ['primary', 'gold', 'red'],
              },
            ]}
            formatValue={format.integer}
            centerText={format.integer(total)}
          />
          <PlainList
            items={parts}
            itemKey={(part) => part.status}
            render={(part) => (
              <Flex justify="space-between">
                <Text>{t(`cards.productOrders.parts.${part.status}`)}</Text>
                <LtrText>{format.integer(part.orders)}</LtrText>
              </Flex>
            )}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function CustomersCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="customers-card"
      title={t('cards.customers.title')}
      query={useCustomersQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ total, segments }) => (
        <Flex vertical gap="small">
          <Chart
            kind="doughnut"
            title={t('cards.customers.chart')}
            height={200}
            labels={segments.map((entry) => t(`cards.customers.segments.${entry.segment}`))}
            series={[
              {
                name: t('cards.customers.series'),
                values: segments.map((entry) => entry.customers),
                color: ['primary', 'cyan', 'gold'],
              },
            ]}
            formatValue={format.integer}
            centerText={format.compact(total)}
          />
          <PlainList
            items={segments}
            itemKey={(entry) => entry.segment}
            render={(entry) => (
              <Flex justify="space-between">
                <Text>{t(`cards.customers.segments.${entry.segment}`)}</Text>
                <LtrText>{format.integer(entry.customers)}</LtrText>
              </Flex>
            )}
          />
        </Flex>
      )}
    </CardShell>
  );
}
