import {
  ChartFrame,
  colorAt,
  mark,
  withAlpha,
  type ChartData,
  type ChartSeries,
  type Frame,
} from './frame';
import { labelStride, offsetOf, valueScale } from './geometry';

export interface ScatterSeries extends ChartSeries {
  /** Each value's place on the x axis (the value is its y). */
  xs: number[];
}

export interface ScatterChartProps extends ChartData {
  series: ScatterSeries[];
  /** How the x values read (the y values read by `formatValue`). */
  formatX?: (value: number) => string;
}

/** A dot per value of each series, at (x, y), over both value axes. */
function Scatter(frame: Frame<ScatterChartProps>) {
  const { props, width, token, rtl, format, hover } = frame;
  const formatX = props.formatX ?? format;
  const yScale = valueScale(props.series.flatMap((series) => series.values));
  const xScale = valueScale(props.series.flatMap((series) => series.xs));
  const yLabels = yScale.ticks.map(format);
  const gutter = Math.max(...yLabels.map((label) => label.length)) * 7 + 12;
  const top = 8;
  const bottom = 24;
  const edge = 12;
  const plotWidth = Math.max(1, width - gutter - edge);
  const plotHeight = Math.max(1, props.height - top - bottom);
  const left = rtl ? edge : gutter;
  const y = (value: number) => top + offsetOf(yScale, value, plotHeight);
  // Right to left, x grows leftwards.
  const x = (value: number) => {
    const along = plotWidth - offsetOf(xScale, value, plotWidth);
    return rtl ? left + plotWidth - along : left + along;
  };
  const xLabels = xScale.ticks.map(formatX);
  const stride = labelStride(xLabels, plotWidth);
  const text = { fill: token.colorTextDescription, fontSize: 12, fontFamily: token.fontFamily };
  return (
    <>
      {yScale.ticks.map((tick, index) => (
        <g key={`y-${tick}`}>
          <line
            x1={left}
            x2={left + plotWidth}
            y1={y(tick)}
            y2={y(tick)}
            stroke={token.colorBorderSecondary}
          />
          <text
            {...text}
            x={rtl ? left + plotWidth + 8 : gutter - 8}
            y={y(tick)}
            dy="0.35em"
            textAnchor={rtl ? 'start' : 'end'}
          >
            {yLabels[index]}
          </text>
        </g>
      ))}
      {xLabels.map((label, index) => {
        if (index % stride !== 0) return null;
        // The axis' ends hold their labels inside the plot, not half outside the chart.
        const at = x(xScale.ticks[index]);
        const anchor = at <= left + 1 ? 'start' : at >= left + plotWidth - 1 ? 'end' : 'middle';
        return (
          <text key={`x-${label}`} {...text} x={at} y={props.height - 6} textAnchor={anchor}>
            {label}
          </text>
        );
      })}
      {props.series.map((series) => {
        const { xs } = series;
        const color = colorAt(token, series);
        return series.values.map((value, index) => (
          <circle
            key={`${series.name}-${index}`}
            className={mark}
            cx={x(xs[index] ?? 0)}
            cy={y(value)}
            r={5}
            fill={withAlpha(color, 0.75)}
            stroke={color}
            onMouseEnter={() =>
              hover({
                x: x(xs[index] ?? 0),
                y: y(value),
                label: props.labels[index] ?? '',
                rows: [
                  {
                    name: series.name,
                    value: `${formatX(xs[index] ?? 0)}, ${format(value)}`,
                    color,
                  },
                ],
              })
            }
          />
        ));
      })}
    </>
  );
}

/**
 * A scatter chart: a dot per value, at its x and y, over two value axes; each dot's x and y in
 * the table for screen readers.
 */
export function ScatterChart(props: ScatterChartProps) {
  return (
    <ChartFrame
      kind="scatter"
      props={props}
      draw={Scatter}
      cell={(series, index, format) =>
        `${(props.formatX ?? format)(series.xs[index] ?? 0)}, ${format(series.values[index] ?? 0)}`
      }
    />
  );
}
