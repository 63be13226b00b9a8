import { Card, Checkbox, Col, Row, Segmented } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateFormat, numberFormat, PageHeader, useMoney } from '@tessera/ui';
import {
  Chart,
  ChartLegend,
  ChartSwatch,
  ScatterChart,
  type ChartColor,
  type ChartProps,
  type ChartSeries,
  type ScatterChartProps,
} from '@tessera/ui/charts';

const years = [2025, 2026] as const;
type Year = (typeof years)[number];
const months = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * A year's figures, made up from the year and the month (no randomness: the page and its tests
 * see the same numbers): a wave around a level that grows from one year to the next.
 */
const wave = (year: Year, base: number, swing: number, phase = 0) =>
  months.map((month) =>
    Math.round(base * (year === 2026 ? 1.2 : 1) + swing * Math.sin((month + phase) / 1.9)),
  );

/** The line chart's series, each with its toggle. */
const lineKeys = [
  { key: 'visits', color: 'primary' },
  { key: 'signups', color: 'green' },
] as const satisfies readonly { key: string; color: ChartColor }[];
const channels = ['search', 'social', 'email', 'direct'] as const;
const channelColors: ChartColor[] = ['primary', 'cyan', 'gold', 'green'];
const skills = ['speed', 'quality', 'support', 'price', 'range'] as const;
/** Teams by size (people) and deals closed: one dot a team. */
const teams = [
  [4, 18],
  [6, 25],
  [7, 22],
  [9, 34],
  [11, 31],
  [12, 45],
  [14, 40],
  [16, 52],
  [18, 49],
  [21, 63],
] as const;

/** A chart with its key under it. */
function KeyedChart(props: ChartProps) {
  return (
    <>
      <Chart {...props} />
      <ChartLegend {...props} />
    </>
  );
}

function KeyedScatterChart(props: ScatterChartProps) {
  return (
    <>
      <ScatterChart {...props} />
      <ChartLegend {...props} />
    </>
  );
}

/**
 * Each kind of chart ui draws, in the skin's colours, with its key; the year changes every
 * chart's numbers, and the line chart's toggles (its key) show or hide a series.
 */
export default function ChartsDemo() {
  const { t, i18n } = useTranslation('showcase');
  const money = useMoney();
  const [year, setYear] = useState<Year>(2026);
  const [shownLines, setShownLines] = useState<string[]>(['visits', 'signups']);
  const number = numberFormat(i18n.language);
  const monthNames = months.map((month) =>
    dateFormat(i18n.language, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2026, month, 1)),
  );
  const lineValues = { visits: wave(year, 820, 240), signups: wave(year, 310, 120, 2) };
  const lines: ChartSeries[] = lineKeys
    .filter(({ key }) => shownLines.includes(key))
    .map(({ key, color }) => ({ name: t(`charts.series.${key}`), values: lineValues[key], color }));
  const shares = year === 2026 ? [42, 27, 18, 13] : [48, 21, 20, 11];
  const percentFormat = numberFormat(i18n.language, { style: 'percent' });
  const percent = (value: number) => percentFormat.format(value / 100);
  const team = (index: number) => t('charts.team', { number: index + 1 });

  const yearSwitch = (
    <Segmented<Year>
      aria-label={t('charts.year')}
      value={year}
      onChange={setYear}
      options={years.map((value) => ({ value, label: String(value) }))}
    />
  );

  return (
    <>
      <PageHeader
        title={t('titles.charts.charts')}
        description={t('charts.description')}
        extra={yearSwitch}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={12}>
          <Card
            title={t('charts.line.title')}
            extra={
              <Checkbox.Group
                value={shownLines}
                onChange={(value) => setShownLines(value as string[])}
                options={lineKeys.map(({ key, color }) => ({
                  value: key,
                  label: (
                    <>
                      <ChartSwatch color={color} />
                      {t(`charts.series.${key}`)}
                    </>
                  ),
                }))}
              />
            }
          >
            <Chart
              kind="line"
              title={t('charts.line.caption', { year })}
              labels={monthNames}
              series={lines}
              height={240}
              formatValue={(value) => number.format(value)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('charts.bar.title')}>
            <KeyedChart
              kind="bar"
              title={t('charts.bar.caption', { year })}
              labels={monthNames}
              series={[
                {
                  name: t('charts.series.income'),
                  values: wave(year, 5200, 1400, 1),
                  color: 'primary',
                },
                {
                  name: t('charts.series.costs'),
                  values: wave(year, 3100, 700, 4),
                  color: 'orange',
                },
              ]}
              height={240}
              formatValue={(value) => money.whole(value)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('charts.area.title')}>
            <KeyedChart
              kind="area"
              title={t('charts.area.caption', { year })}
              labels={monthNames}
              series={[
                {
                  name: t('charts.series.storage'),
                  values: wave(year, 64, 18, 3),
                  color: 'purple',
                },
              ]}
              height={240}
              formatValue={(value) => t('charts.gigabytes', { value: number.format(value) })}
            />
          </Card>
        </Col>
        <Col xs={24} xl={12}>
          <Card title={t('charts.scatter.title')}>
            <KeyedScatterChart
              title={t('charts.scatter.caption', { year })}
              labels={teams.map((_, index) => team(index))}
              series={[
                {
                  name: t('charts.series.deals'),
                  xs: teams.map(([size]) => size),
                  values: teams.map(([, deals]) => (year === 2026 ? deals + 6 : deals)),
                  color: 'cyan',
                },
              ]}
              height={240}
              formatValue={(value) => number.format(value)}
              formatX={(value) => t('charts.people', { count: value })}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card title={t('charts.pie.title')}>
            <KeyedChart
              kind="pie"
              title={t('charts.pie.caption', { year })}
              labels={channels.map((channel) => t(`charts.channels.${channel}`))}
              series={[{ name: t('charts.series.share'), values: shares, color: channelColors }]}
              height={220}
              formatValue={percent}
            />
          </Card>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Card title={t('charts.doughnut.title')}>
            <KeyedChart
              kind="doughnut"
              title={t('charts.doughnut.caption', { year })}
              labels={[
                t('charts.devices.desktop'),
                t('charts.devices.phone'),
                t('charts.devices.tablet'),
              ]}
              series={[
                {
                  name: t('charts.series.share'),
                  values: year === 2026 ? [46, 44, 10] : [55, 35, 10],
                  color: ['primary', 'green', 'gold'],
                },
              ]}
              height={220}
              formatValue={percent}
              centerText={String(year)}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={t('charts.radar.title')}>
            <KeyedChart
              kind="radar"
              title={t('charts.radar.caption', { year })}
              labels={skills.map((skill) => t(`charts.skills.${skill}`))}
              series={[
                {
                  name: t('charts.series.us'),
                  values: year === 2026 ? [8, 9, 7, 6, 8] : [7, 8, 6, 6, 6],
                  color: 'primary',
                },
                { name: t('charts.series.market'), values: [6, 7, 7, 8, 7], color: 'orange' },
              ]}
              height={220}
              formatValue={(value) => number.format(value)}
            />
          </Card>
        </Col>
      </Row>
    </>
  );
}
