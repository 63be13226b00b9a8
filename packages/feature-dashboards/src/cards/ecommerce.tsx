import {
  BankOutlined,
  CreditCardOutlined,
  DollarOutlined,
  RiseOutlined,
  ShoppingOutlined,
  SwapOutlined,
  TrophyOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Col, Flex, Row, Segmented, Skeleton } from 'antd';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { getUserData, subscribeSession } from '@tessera/api-client';
import { revenueReportYears } from '@tessera/api-client/cards';
import {
  lazyView,
  LtrText,
  Paragraph,
  Text,
  WhenNear,
  IconBadge,
  type BadgeColor,
} from '@tessera/ui';
import {
  useCustomersQuery,
  useOrdersBarChartQuery,
  useProductOrdersQuery,
  useProfitLineChartQuery,
  useRevenueQuery,
  useRevenueReportQuery,
  useRevenueStatisticQuery,
  useSalesQuery,
  useSiteTrafficQuery,
  useGoalOverviewQuery,
} from '../api';
import { Chart, Meter } from '@tessera/ui/charts';
import { allOf, CardShell } from './CardShell';
import { useFormats } from './format';
import { Change, Figure, FigureSkeleton, PlainList } from './parts';

/** What every card component takes: the card actions, on the advanced cards page. */
export interface CardProps {
  actions?: { onRemove: () => void };
}

const useSignedInName = () =>
  useSyncExternalStore(subscribeSession, () => getUserData()?.fullName ?? '');

export function CongratulationsCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  const name = useSignedInName();
  // The message needs no data: it shows at once, and only the figure waits for the call.
  const body = (figure: ReactNode) => (
    <Flex justify="space-between" align="center" gap="middle" style={{ height: '100%' }}>
      <div>
        <Paragraph type="secondary">{t('cards.congratulations.text')}</Paragraph>
        {figure}
      </div>
      <IconBadge color="gold">
        <TrophyOutlined />
      </IconBadge>
    </Flex>
  );
  return (
    <CardShell
      testId="congratulations-card"
      title={t('cards.congratulations.title', { name })}
      query={useSalesQuery(undefined)}
      bodyHeight={180}
      placeholder={body(
        <Figure value={<FigureSkeleton />} label={t('cards.congratulations.sales')} />,
      )}
      actions={actions}
    >
      {(sales) =>
        body(
          <Figure value={format.integer(sales.total)} label={t('cards.congratulations.sales')} />,
        )
      }
    </CardShell>
  );
}

export function StatisticsCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  const query = allOf(
    useSalesQuery(undefined),
    useCustomersQuery(undefined),
    useProductOrdersQuery(undefined),
    useRevenueStatisticQuery(undefined),
  );
  return (
    <CardShell
      testId="statistics-card"
      title={t('cards.statistics.title')}
      query={query}
      bodyHeight={180}
      actions={actions}
    >
      {([sales, customers, products, revenue]) => (
        <Row gutter={[16, 16]} align="middle" style={{ height: '100%' }}>
          {(
            [
              ['sales', format.compact(sales.total), <RiseOutlined key="i" />, 'purple'],
              ['customers', format.compact(customers.total), <UserOutlined key="i" />, 'cyan'],
              ['products', format.compact(products.total), <ShoppingOutlined key="i" />, 'red'],
              ['revenue', format.money(revenue.total), <DollarOutlined key="i" />, 'green'],
            ] as const
          ).map(([key, value, icon, color]) => (
            <Col key={key} xs={12} md={6}>
              <Flex gap="small" align="center">
                <IconBadge color={color}>{icon}</IconBadge>
                <Figure level={5} value={value} label={t(`cards.statistics.${key}`)} />
              </Flex>
            </Col>
          ))}
        </Row>
      )}
    </CardShell>
  );
}

export function OrdersCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="orders-card"
      title={t('cards.orders.title')}
      query={useOrdersBarChartQuery(undefined)}
      bodyHeight={220}
      actions={actions}
    >
      {({ total, points }) => (
        <Flex vertical gap="small">
          <Figure
            value={format.integer(total)}
            label={t('cards.lastDays', { count: points.length })}
          />
          <Chart
            kind="bar"
            title={t('cards.orders.chart')}
            height={90}
            axes={false}
            labels={points.map((point) => format.weekday(point.date))}
            series={[
              { name: t('cards.orders.series'), values: points.map((p) => p.value), color: 'gold' },
            ]}
            formatValue={format.integer}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function ProfitCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="profit-card"
      title={t('cards.profit.title')}
      query={useProfitLineChartQuery(undefined)}
      bodyHeight={220}
      actions={actions}
    >
      {({ total, points }) => (
        <Flex vertical gap="small">
          <Figure
            value={format.money(total)}
            label={t('cards.lastDays', { count: points.length })}
          />
          <Chart
            kind="line"
            title={t('cards.profit.chart')}
            height={90}
            axes={false}
            labels={points.map((point) => format.weekday(point.date))}
            series={[
              { name: t('cards.profit.series'), values: points.map((p) => p.value), color: 'blue' },
            ]}
            formatValue={format.money}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function EarningsCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="earnings-card"
      title={t('cards.earnings.title')}
      query={useRevenueQuery(undefined)}
      bodyHeight={220}
      actions={actions}
    >
      {({ total, growth, sources }) => (
        <Flex justify="space-between" align="center" gap="middle" style={{ height: '100%' }}>
          <Flex vertical gap="small">
            <Figure value={format.money(total)} label={t('cards.earnings.thisMonth')} />
            <span>
              <Change value={growth} format={format} />{' '}
              <Text type="secondary">{t('cards.earnings.vsLastMonth')}</Text>
            </span>
          </Flex>
          <div style={{ width: 140, flexShrink: 0 }}>
            <Chart
              kind="doughnut"
              title={t('cards.earnings.chart')}
              height={140}
              labels={sources.map((entry) => t(`cards.earnings.sources.${entry.source}`))}
              series={[
                {
                  name: t('cards.earnings.series'),
                  values: sources.map((entry) => entry.amount),
                  color: ['primary', 'cyan', 'gold'],
                },
              ]}
              formatValue={format.money}
            />
          </div>
        </Flex>
      )}
    </CardShell>
  );
}

export function RevenueReportCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  const [year, setYear] = useState<number>(revenueReportYears[0]);
  return (
    <CardShell
      testId="revenue-report-card"
      title={t('cards.revenueReport.title')}
      query={useRevenueReportQuery(year)}
      bodyHeight={400}
      actions={actions}
      extra={
        // Three years side by side: one click, and no select's code on the dashboard.
        <Segmented
          aria-label={t('cards.revenueReport.year')}
          value={year}
          onChange={setYear}
          options={revenueReportYears.map((value) => ({ value, label: String(value) }))}
          size="small"
        />
      }
    >
      {(report) => {
        const used = Math.round((report.totalExpense / report.budget) * 100);
        return (
          <Flex vertical gap="middle">
            <Row gutter={16}>
              <Col span={8}>
                <Figure
                  level={5}
                  value={format.money(report.totalEarning)}
                  label={t('cards.revenueReport.earning')}
                />
              </Col>
              <Col span={8}>
                <Figure
                  level={5}
                  value={format.money(report.totalExpense)}
                  label={t('cards.revenueReport.expense')}
                />
              </Col>
              <Col span={8} data-testid="revenue-budget">
                <Figure
                  level={5}
                  value={format.money(report.budget)}
                  label={t('cards.revenueReport.budget', { year: report.year })}
                />
              </Col>
            </Row>
            <Chart
              kind="bar"
              title={t('cards.revenueReport.chart', { year: report.year })}
              height={220}
              labels={report.months.map((entry) => format.month(entry.month))}
              series={[
                {
                  name: t('cards.revenueReport.earning'),
                  values: report.months.map((m) => m.earning),
                  color: 'primary',
                },
                {
                  name: t('cards.revenueReport.expense'),
                  values: report.months.map((m) => m.expense),
                  color: 'orange',
                },
              ]}
              formatValue={format.compact}
            />
            <div>
              <Text type="secondary">
                {t('cards.revenueReport.budgetUsed', { percent: format.percent(used) })}
              </Text>
              <Meter percent={used} />
            </div>
          </Flex>
        );
      }}
    </CardShell>
  );
}

export function BrowserStatesCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="browser-states-card"
      title={t('cards.browsers.title')}
      query={useSiteTrafficQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ total, browsers }) => (
        <Flex vertical gap="middle">
          <Text type="secondary">
            {t('cards.browsers.visits', { visits: format.integer(total) })}
          </Text>
          <PlainList
            items={browsers}
            itemKey={(entry) => entry.browser}
            render={(entry) => {
              const share = total === 0 ? 0 : Math.round((entry.visits / total) * 100);
              return (
                <Flex justify="space-between" align="center" gap="middle">
                  <Text>{t(`cards.browsers.names.${entry.browser}`)}</Text>
                  <Flex align="center" gap="middle">
                    <LtrText>{format.percent(share)}</LtrText>
                    <Meter shape="ring" percent={share} size={28} />
                  </Flex>
                </Flex>
              );
            }}
          />
        </Flex>
      )}
    </CardShell>
  );
}

export function GoalOverviewCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="goal-overview-card"
      title={t('cards.goal.title')}
      query={useGoalOverviewQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {(goal) => (
        <Flex vertical gap="middle" justify="space-between" style={{ height: '100%' }}>
          <Chart
            kind="gauge"
            title={t('cards.goal.chart')}
            height={230}
            labels={[t('cards.goal.completedShare')]}
            series={[{ name: t('cards.goal.series'), values: [goal.percent], color: 'green' }]}
            formatValue={format.percent}
            centerText={format.percent(goal.percent)}
          />
          <Row>
            <Col span={12} style={{ textAlign: 'center' }}>
              <Figure
                level={4}
                value={format.integer(goal.completed)}
                label={t('cards.goal.completed')}
              />
            </Col>
            <Col span={12} style={{ textAlign: 'center' }}>
              <Figure
                level={4}
                value={format.integer(goal.inProgress)}
                label={t('cards.goal.inProgress')}
              />
            </Col>
          </Row>
        </Flex>
      )}
    </CardShell>
  );
}

const transactionIcons = {
  wallet: <WalletOutlined />,
  bankTransfer: <BankOutlined />,
  paypal: <DollarOutlined />,
  mastercard: <CreditCardOutlined />,
  transfer: <SwapOutlined />,
};
const transactionColors: Record<keyof typeof transactionIcons, BadgeColor> = {
  wallet: 'blue',
  bankTransfer: 'green',
  paypal: 'red',
  mastercard: 'gold',
  transfer: 'cyan',
};

export function TransactionsCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  return (
    <CardShell
      testId="transactions-card"
      title={t('cards.transactions.title')}
      query={useRevenueStatisticQuery(undefined)}
      bodyHeight={400}
      actions={actions}
    >
      {({ transactions }) => (
        <PlainList
          items={transactions}
          itemKey={(entry) => entry.id}
          render={(entry) => (
            <Flex justify="space-between" align="center" gap="middle">
              <Flex align="center" gap="middle">
                <IconBadge color={transactionColors[entry.method]}>
                  {transactionIcons[entry.method]}
                </IconBadge>
                <div>
                  <Text strong>{t(`cards.transactions.methods.${entry.method}`)}</Text>
                  <br />
                  <Text type="secondary">
                    {entry.amount >= 0 ? t('cards.transactions.in') : t('cards.transactions.out')}
                  </Text>
                </div>
              </Flex>
              <Text strong>
                <LtrText>
                  {(entry.amount >= 0 ? '+' : '−') + format.money(Math.abs(entry.amount))}
                </LtrText>
              </Text>
            </Flex>
          )}
        />
      )}
    </CardShell>
  );
}

// The companies' table is the last card, below the fold on any screen: its code (antd's Table
// with its pagination and select) loads when it comes near, not with the dashboard.
// Still (not `active`): it may stay while the page is used, and must not read as loading.
const companyTablePlaceholder = <Skeleton paragraph={{ rows: 8 }} />;
const CompanyTable = lazyView(
  () => import('./CompanyTable').then(({ CompanyTable }) => ({ default: CompanyTable })),
  companyTablePlaceholder,
);

export function CompanyTableCard({ actions }: CardProps) {
  const { t } = useTranslation('dashboards');
  return (
    <CardShell
      testId="company-table-card"
      title={t('cards.companies.title')}
      query={useSalesQuery(undefined)}
      bodyHeight={480}
      actions={actions}
    >
      {({ companies }) => (
        <WhenNear placeholder={companyTablePlaceholder}>
          <CompanyTable companies={companies} />
        </WhenNear>
      )}
    </CardShell>
  );
}
