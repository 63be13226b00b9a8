import { arc, area, curveMonotoneX, line, pie } from 'd3-shape';
import type { ReactNode } from 'react';
import {
  ChartFrame,
  colorAt,
  mark,
  rowsAt,
  withAlpha,
  type ChartData,
  type Frame as ChartFrameOf,
} from './frame';
import { bandCenter, labelStride, offsetOf, spokePoint, valueScale } from './geometry';

export type { ChartColor, ChartData, ChartSeries } from './frame';

/** The kinds of chart `Chart` draws. A gauge is one share of 100 on a three-quarter ring. */
export type ChartKind = 'bar' | 'line' | 'area' | 'pie' | 'doughnut' | 'gauge' | 'radar';

export interface ChartProps extends ChartData {
  kind: ChartKind;
  /** Axes, ticks and grid lines (bar, line, area); off for the small sparkline-like charts. */
  axes?: boolean;
  /** Shown in the middle of a doughnut or a gauge. */
  centerText?: string;
}

type Frame = ChartFrameOf<ChartProps>;

/** Bars, lines and areas over the labels, with a value axis unless `axes` is off. */
function Cartesian(frame: Frame) {
  const { props, width, token, rtl, format, hover } = frame;
  const axes = props.axes ?? true;
  const count = props.labels.length;
  const scale = valueScale(props.series.flatMap((series) => series.values));
  const tickLabels = scale.ticks.map(format);
  const gutter = axes ? Math.max(...tickLabels.map((label) => label.length)) * 7 + 12 : 0;
  const top = axes ? 8 : 4;
  const bottom = axes ? 24 : 4;
  const plotWidth = Math.max(1, width - gutter);
  const plotHeight = Math.max(1, props.height - top - bottom);
  const left = rtl ? 0 : gutter;
  const y = (value: number) => top + offsetOf(scale, value, plotHeight);
  const x = (index: number) => left + bandCenter(index, count, plotWidth, rtl);
  const band = plotWidth / Math.max(1, count);
  const stride = labelStride(props.labels, plotWidth);
  const text = { fill: token.colorTextDescription, fontSize: 12, fontFamily: token.fontFamily };

  const marks = props.series.map((series, seriesIndex) => {
    if (props.kind === 'bar') {
      const barWidth = Math.max(2, Math.min(18, (band * 0.6) / props.series.length));
      const group = barWidth * props.series.length + 2 * (props.series.length - 1);
      return series.values.map((value, index) => (
        <rect
          key={`${series.name}-${index}`}
          className={mark}
          // Right to left, the first series' bar is the group's rightmost.
          x={
            x(index) -
            group / 2 +
            (rtl ? props.series.length - 1 - seriesIndex : seriesIndex) * (barWidth + 2)
          }
          y={Math.min(y(value), y(0))}
          width={barWidth}
          height={Math.abs(y(value) - y(0))}
          rx={Math.min(4, barWidth / 2)}
          fill={colorAt(token, series, index)}
        />
      ));
    }
    // Left to right, whatever the direction: the curve needs its points in that order.
    const points = series.values
      .map((value, index): [number, number] => [x(index), y(value)])
      .sort((a, b) => a[0] - b[0]);
    const color = colorAt(token, series);
    return (
      <g key={series.name}>
        {props.kind === 'area' && (
          <path
            d={
              area()
                .curve(curveMonotoneX)
                .y0(y(Math.max(0, scale.min)))(points) ?? ''
            }
            fill={withAlpha(color, 0.18)}
          />
        )}
        <path
          className={mark}
          d={line().curve(curveMonotoneX)(points) ?? ''}
          fill="none"
          stroke={color}
          strokeWidth={3}
          strokeLinecap="round"
        />
      </g>
    );
  });

  return (
    <>
      {axes &&
        scale.ticks.map((tick, index) => (
          <g key={tick}>
            <line
              x1={left}
              x2={left + plotWidth}
              y1={y(tick)}
              y2={y(tick)}
              stroke={token.colorBorderSecondary}
            />
            <text
              {...text}
              x={rtl ? plotWidth + 8 : gutter - 8}
              y={y(tick)}
              dy="0.35em"
              textAnchor={rtl ? 'start' : 'end'}
            >
              {tickLabels[index]}
            </text>
          </g>
        ))}
      {axes &&
        props.labels.map((label, index) =>
          index % stride === 0 ? (
            <text
              key={`${label}-${index}`}
              {...text}
              x={x(index)}
              y={props.height - 6}
              textAnchor="middle"
            >
              {label}
            </text>
          ) : null,
        )}
      {marks}
      {props.labels.map((label, index) => (
        <rect
          key={`hover-${index}`}
          x={x(index) - band / 2}
          y={top}
          width={band}
          height={plotHeight}
          fill="transparent"
          onMouseEnter={() => hover({ x: x(index), y: top, label, rows: rowsAt(frame, index) })}
        />
      ))}
    </>
  );
}

/**
 * Slices of a disc (pie) or a ring (doughnut), or one share of 100 on a three-quarter ring
 * (gauge).
 */
function Ring(frame: Frame) {
  const { props, width, token, rtl, hover } = frame;
  const radius = Math.max(1, Math.min(width, props.height) / 2 - 4);
  const center = `translate(${width / 2} ${props.height / 2})`;
  const [series] = props.series;
  if (props.kind === 'gauge') {
    const value = Math.min(100, Math.max(0, series?.values[0] ?? 0));
    const sweep = (3 * Math.PI) / 2;
    const ring = arc<{ endAngle: number }>()
      .innerRadius(radius * 0.82)
      .outerRadius(radius)
      .startAngle(-sweep / 2)
      .cornerRadius(8);
    // Right to left, the gauge fills from the right.
    return (
      <g transform={`${center}${rtl ? ' scale(-1 1)' : ''}`}>
        <path d={ring({ endAngle: sweep / 2 }) ?? ''} fill={token.colorFillSecondary} />
        <path
          className={mark}
          d={ring({ endAngle: -sweep / 2 + (sweep * value) / 100 }) ?? ''}
          fill={series ? colorAt(token, series) : token.colorPrimary}
        />
      </g>
    );
  }
  if (!series) return null;
  const slices = pie<number>().sort(null)(series.values);
  const slice = arc<(typeof slices)[number]>()
    .innerRadius(props.kind === 'pie' ? 0 : radius * 0.72)
    .outerRadius(radius);
  return (
    <g transform={center}>
      {slices.map((part) => {
        const [cx, cy] = slice.centroid(part);
        return (
          <path
            key={part.index}
            className={mark}
            d={slice(part) ?? ''}
            fill={colorAt(token, series, part.index)}
            stroke={token.colorBgContainer}
            strokeWidth={2}
            onMouseEnter={() =>
              hover({
                x: width / 2 + cx,
                y: props.height / 2 + cy,
                label: props.labels[part.index] ?? '',
                rows: rowsAt(frame, part.index),
              })
            }
          />
        );
      })}
    </g>
  );
}

/** A radar: one spoke per label, one polygon per series. */
function Radar(frame: Frame) {
  const { props, width, token, rtl, hover } = frame;
  const count = props.labels.length;
  const radius = Math.max(1, Math.min(width, props.height) / 2 - 30);
  const { max } = valueScale(props.series.flatMap((series) => series.values));
  const cx = width / 2;
  const cy = props.height / 2;
  const at = (index: number, value: number) => {
    const [dx, dy] = spokePoint(index, count, (radius * value) / max, rtl);
    return [cx + dx, cy + dy] as const;
  };
  const polygon = (value: (index: number) => number) =>
    props.labels.map((_, index) => at(index, value(index)).join(',')).join(' ');
  return (
    <>
      {[0.25, 0.5, 0.75, 1].map((level) => (
        <polygon
          key={level}
          points={polygon(() => max * level)}
          fill="none"
          stroke={token.colorBorderSecondary}
        />
      ))}
      {props.labels.map((label, index) => {
        const [x, y] = at(index, max);
        const [lx, ly] = at(index, max * 1.12);
        const side = lx - cx;
        return (
          <g key={`${label}-${index}`}>
            <line x1={cx} y1={cy} x2={x} y2={y} stroke={token.colorBorderSecondary} />
            <text
              x={lx}
              y={ly}
              dy="0.35em"
              textAnchor={Math.abs(side) < 4 ? 'middle' : side > 0 ? 'start' : 'end'}
              fill={token.colorTextDescription}
              fontSize={12}
              fontFamily={token.fontFamily}
            >
              {label}
            </text>
          </g>
        );
      })}
      {props.series.map((series) => {
        const color = colorAt(token, series);
        return (
          <polygon
            key={series.name}
            className={mark}
            points={polygon((index) => series.values[index] ?? 0)}
            fill={withAlpha(color, 0.2)}
            stroke={color}
            strokeWidth={2}
          />
        );
      })}
      {props.labels.map((label, index) => {
        const [x, y] = at(index, Math.max(...props.series.map((s) => s.values[index] ?? 0)));
        return (
          <circle
            key={`hover-${index}`}
            cx={x}
            cy={y}
            r={10}
            fill="transparent"
            onMouseEnter={() => hover({ x, y, label, rows: rowsAt(frame, index) })}
          />
        );
      })}
    </>
  );
}

const draw: Record<ChartKind, (frame: Frame) => ReactNode> = {
  bar: Cartesian,
  line: Cartesian,
  area: Cartesian,
  pie: Ring,
  doughnut: Ring,
  gauge: Ring,
  radar: Radar,
};

/**
 * A chart of bars, lines, areas, slices, a gauge or a radar, drawn in SVG (d3-shape gives the
 * curves and arcs); its numbers in a table for screen readers (see `ChartFrame`).
 */
export function Chart(props: ChartProps) {
  return (
    <ChartFrame
      kind={props.kind}
      props={props}
      draw={draw[props.kind]}
      centerText={props.centerText}
    />
  );
}
