import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StatisticSeries } from '@tessera/api-client';
import {
  useActiveUsersQuery,
  useNewsletterQuery,
  useOrdersBarChartQuery,
  useOrdersQuery,
  useProfitLineChartQuery,
  useRevenueStatisticQuery,
  useSalesQuery,
  useSiteTrafficQuery,
  useSubscribersQuery,
} from '../api';
import { Chart, type ChartColor, type ChartKind } from '@tessera/ui/charts';
import { CardShell, type CardQuery } from './CardShell';
import type { CardProps } from './ecommerce';
import { useFormats, type Formats } from './format';
import { Figure } from './parts';

/** One statistic card of the statistics page: which call, how it draws and how it reads. */
interface StatisticDefinition {
  key: string;
  useData: () => CardQuery<StatisticSeries>;
  kind: ChartKind;
  color: ChartColor;
  money?: boolean;
}

/** The sales call answers months, not days: its months are its points. */
function useSalesSeries(): CardQuery<StatisticSeries> {
  const query = useSalesQuery(undefined);
  return {
    ...query,
    data: query.data && {
      total: query.data.total,
      points: query.data.months.map((entry) => ({ date: `${entry.month}-01`, value: entry.sales })),
    },
  };
}

/** Every card-statistics call, in SPEC §7's order. */
export const statisticCards: StatisticDefinition[] = [
  {
    key: 'ordersBarChart',
    useData: () => useOrdersBarChartQuery(undefined),
    kind: 'bar',
    color: 'gold',
  },
  {
    key: 'profitLineChart',
    useData: () => useProfitLineChartQuery(undefined),
    kind: 'line',
    color: 'blue',
    money: true,
  },
  {
    key: 'subscribers',
    useData: () => useSubscribersQuery(undefined),
    kind: 'area',
    color: 'primary',
  },
  {
    key: 'revenue',
    useData: () => useRevenueStatisticQuery(undefined),
    kind: 'area',
    color: 'green',
    money: true,
  },
  { key: 'sales', useData: useSalesSeries, kind: 'bar', color: 'purple' },
  { key: 'orders', useData: () => useOrdersQuery(undefined), kind: 'area', color: 'gold' },
  {
    key: 'siteTraffic',
    useData: () => useSiteTrafficQuery(undefined),
    kind: 'line',
    color: 'cyan',
  },
  { key: 'activeUsers', useData: () => useActiveUsersQuery(undefined), kind: 'bar', color: 'red' },
  {
    key: 'newsletter',
    useData: () => useNewsletterQuery(undefined),
    kind: 'area',
    color: 'orange',
  },
];

const valueOf = (format: Formats, money: boolean | undefined) =>
  money ? format.money : format.integer;

export function StatisticCard({
  definition,
  actions,
}: CardProps & { definition: StatisticDefinition }) {
  const { t } = useTranslation('dashboards');
  const format = useFormats();
  const { key, kind, color, money } = definition;
  const formatValue = valueOf(format, money);
  return (
    <CardShell
      testId={`statistic-${key}-card`}
      title={t(`cards.statisticsPage.${key}`)}
      query={definition.useData()}
      bodyHeight={220}
      actions={actions}
    >
      {({ total, points }) => (
        <Flex vertical gap="small">
          <Figure
            value={money ? format.money(total) : format.compact(total)}
            label={
              key === 'sales'
                ? t('cards.lastMonths', { count: points.length })
                : t('cards.lastDays', { count: points.length })
            }
          />
          <Chart
            kind={kind}
            title={t('cards.statisticsPage.chart', { name: t(`cards.statisticsPage.${key}`) })}
            height={90}
            axes={false}
            labels={points.map((point) =>
              key === 'sales' ? format.month(point.date.slice(0, 7)) : format.day(point.date),
            )}
            series={[
              { name: t(`cards.statisticsPage.${key}`), values: points.map((p) => p.value), color },
            ]}
            formatValue={formatValue}
          />
        </Flex>
      )}
    </CardShell>
  );
}
