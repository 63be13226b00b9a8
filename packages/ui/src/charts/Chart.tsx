import { ConfigProvider, theme } from 'antd';
import type { GlobalToken } from 'antd';
import { arc, area, curveMonotoneX, line, pie } from 'd3-shape';
import {
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import { bandCenter, labelStride, offsetOf, spokePoint, valueScale } from './geometry';

/**
 * The kinds of chart the apps draw. A gauge is one share of 100 on a three-quarter ring; a
 * scatter places each value at its series' `xs`.
 */
export type ChartKind =
  'bar' | 'line' | 'area' | 'pie' | 'doughnut' | 'gauge' | 'radar' | 'scatter';

/** Colours from the theme's palette, so a chart follows the skin like the rest of the page. */
export type ChartColor =
  'primary' | 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'cyan' | 'gold';

export interface ChartSeries {
  name: string;
  values: number[];
  /** One colour for the series, or one per value (pie and doughnut slices). */
  color: ChartColor | ChartColor[];
  /** A scatter's: each value's place on the x axis (its value is the y). */
  xs?: number[];
}

export interface ChartProps {
  kind: ChartKind;
  /** The chart's accessible name: the caption of the table that carries its numbers. */
  title: string;
  /** One per value: the x axis, the slices or the radar's spokes (a gauge: its one value). */
  labels: string[];
  series: ChartSeries[];
  /** The chart's fixed height in pixels (it never changes, so nothing around it moves). */
  height: number;
  /** How values read, in the table and the tooltips (money, percentages…). */
  formatValue?: (value: number) => string;
  /** How a scatter's x values read. */
  formatX?: (value: number) => string;
  /** Axes, ticks and grid lines (bar, line, area); off for the small sparkline-like charts. */
  axes?: boolean;
  /** Shown in the middle of a doughnut or a gauge. */
  centerText?: string;
}

/** A theme colour by name; antd's palette shade 6 is the colour itself in either skin. */
function colorOf(token: GlobalToken, color: ChartColor): string {
  if (color === 'primary') return token.colorPrimary;
  return (token as unknown as Record<string, string>)[`${color}6`] ?? token.colorPrimary;
}

/** The colour with an alpha (the theme gives #rrggbb), for the area under a line. */
function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const channel = (start: number) => parseInt(match[1].slice(start, start + 2), 16);
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${alpha})`;
}

/** What a chart's tooltip shows: where, the label, and each series' value there. */
interface Hovered {
  x: number;
  y: number;
  label: string;
  rows: { name: string; value: string; color: string }[];
}

/** What every kind of chart draws with: its box, the skin, the direction, the hover. */
interface Frame {
  props: ChartProps;
  width: number;
  token: GlobalToken;
  rtl: boolean;
  format: (value: number) => string;
  hover: (hovered: Hovered | null) => void;
}

/** A mark that draws data (bar, line, slice…): what the browser tests look for. */
const mark = 'chart-mark';

/** The colour of a series' value `index`: the series' one colour, or that value's (a slice). */
function colorAt(token: GlobalToken, series: ChartSeries, index = 0): string {
  const colors = Array.isArray(series.color) ? series.color : [series.color];
  return colorOf(token, colors[index % colors.length]);
}

/** The series' values at `index`, for a tooltip. */
function rowsAt({ props, token, format }: Frame, index: number): Hovered['rows'] {
  return props.series.map((series) => ({
    name: series.name,
    value: format(series.values[index] ?? 0),
    color: colorAt(token, series, index),
  }));
}

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

/** Slices of a disc (pie) or a ring (doughnut), or one share of 100 on a three-quarter ring (gauge). */
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

/** The x values of a scatter's series: its `xs`, or each value's place. */
const xsOf = (series: ChartSeries) => series.xs ?? series.values.map((_, index) => index);

/** A dot per value of each series, at (x, y), over both value axes. */
function Scatter(frame: Frame) {
  const { props, width, token, rtl, format, hover } = frame;
  const formatX = props.formatX ?? format;
  const yScale = valueScale(props.series.flatMap((series) => series.values));
  const xScale = valueScale(props.series.flatMap(xsOf));
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
      {xScale.ticks.map((tick) => (
        <text key={`x-${tick}`} {...text} x={x(tick)} y={props.height - 6} textAnchor="middle">
          {formatX(tick)}
        </text>
      ))}
      {props.series.map((series) => {
        const xs = xsOf(series);
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

/** The width of an element, followed as it changes (0 until measured, and where unmeasurable). */
function useWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.floor(entry.contentRect.width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

function Tooltip({ hovered, token }: { hovered: Hovered; token: GlobalToken }) {
  return (
    <div
      data-testid="chart-tooltip"
      style={{
        position: 'absolute',
        // Physical left: the marks' x is from the left in either direction.
        left: 0,
        top: 0,
        transform: `translate(${hovered.x}px, ${hovered.y}px) translate(-50%, calc(-100% - 8px))`,
        background: token.colorBgElevated,
        color: token.colorText,
        boxShadow: token.boxShadowSecondary,
        borderRadius: token.borderRadius,
        padding: '6px 10px',
        fontSize: 12,
        whiteSpace: 'nowrap',
        pointerEvents: 'none',
        zIndex: 1,
      }}
    >
      <div style={{ fontWeight: 600 }}>{hovered.label}</div>
      {hovered.rows.map((row) => (
        <div key={row.name}>
          <span
            style={{
              display: 'inline-block',
              width: 8,
              height: 8,
              borderRadius: 4,
              background: row.color,
              marginInlineEnd: 6,
            }}
          />
          {row.name ? `${row.name}: ${row.value}` : row.value}
        </div>
      ))}
    </div>
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
  scatter: Scatter,
};

/** What a table cell says of value `index` of a series: its value, or a scatter's x and y. */
function cellText(
  props: ChartProps,
  series: ChartSeries,
  index: number,
  format: (value: number) => string,
) {
  const value = format(series.values[index] ?? 0);
  if (props.kind !== 'scatter') return value;
  return `${(props.formatX ?? format)(xsOf(series)[index] ?? 0)}, ${value}`;
}

/**
 * A chart, drawn in SVG (d3-shape gives the curves and arcs) in the theme's colours
 * and the page's direction. The drawing is hidden from screen readers: a visually hidden table,
 * named by the chart's title, carries every number it draws.
 */
export function Chart(props: ChartProps) {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const format = props.formatValue ?? ((value: number) => String(value));
  // A tooltip is a mouse's: screen readers have the table, and the hover areas are not focusable.
  const frame: Frame = { props, width, token, rtl: direction === 'rtl', format, hover: setHovered };

  return (
    <figure style={{ margin: 0 }} data-chart={props.kind}>
      <div
        ref={box}
        style={{ position: 'relative', height: props.height }}
        aria-hidden
        onMouseLeave={() => setHovered(null)}
      >
        {width > 0 && (
          <svg
            width={width}
            height={props.height}
            style={{ display: 'block', overflow: 'visible' }}
          >
            {draw[props.kind](frame)}
          </svg>
        )}
        {props.centerText && (
          <div
            style={{
              position: 'absolute',
              inset: 0,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              fontSize: 22,
              fontWeight: 600,
              color: token.colorText,
              pointerEvents: 'none',
            }}
          >
            {props.centerText}
          </div>
        )}
        {hovered && props.kind !== 'gauge' && <Tooltip hovered={hovered} token={token} />}
      </div>
      <table className="sr-only">
        <caption>{props.title}</caption>
        <thead>
          <tr>
            <td />
            {props.series.map((series) => (
              <th key={series.name} scope="col">
                {series.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.labels.map((label, index) => (
            <tr key={`${label}-${index}`}>
              <th scope="row">{label}</th>
              {props.series.map((series) => (
                <td key={series.name}>{cellText(props, series, index, format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
