import { theme } from 'antd';
import './legend.css';
import { colorAt, useChartColor, type ChartColor, type ChartData } from './frame';
import type { ChartKind } from './Chart';

/** A colour as a small dot before a name. */
function Dot({ background }: { background: string }) {
  return <span aria-hidden className="chart-key__dot" style={{ background }} />;
}

/** A series' colour as a small dot, to put before its name outside the chart (its toggle). */
export function ChartSwatch({ color }: { color: ChartColor }) {
  return <Dot background={useChartColor()(color)} />;
}

export interface ChartLegendProps extends Pick<ChartData, 'labels' | 'series' | 'formatValue'> {
  /** A pie's or a doughnut's key names its slices, with their values. */
  kind?: ChartKind | 'scatter';
}

/**
 * A chart's key, to put under it with the same props: each series' colour and name, or each
 * slice's with its value (pie, doughnut), so a sighted user reads what each colour is without a
 * pointer. The chart's table says the same to screen readers, so it is hidden from them.
 */
export function ChartLegend({ kind, labels, series, formatValue }: ChartLegendProps) {
  const { token } = theme.useToken();
  const format = formatValue ?? ((value: number) => String(value));
  const [first] = series;
  const slices = kind === 'pie' || kind === 'doughnut';
  const entries =
    slices && first
      ? labels.map((label, index) => ({
          name: label,
          value: format(first.values[index] ?? 0),
          color: colorAt(token, first, index),
        }))
      : series.map((one) => ({ name: one.name, value: '', color: colorAt(token, one) }));
  return (
    <ul aria-hidden data-testid="chart-legend" className="chart-key">
      {entries.map((entry, index) => (
        <li key={`${entry.name}-${index}`}>
          <Dot background={entry.color} />
          {entry.value ? `${entry.name} ${entry.value}` : entry.name}
        </li>
      ))}
    </ul>
  );
}
