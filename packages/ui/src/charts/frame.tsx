import { ConfigProvider, theme } from 'antd';
import type { GlobalToken } from 'antd';
import {
  useContext,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';
import './chart.css';

// What every chart shares: the skin's colours, the box, the tooltip and the table of numbers.
// Each kind's drawing is in its own module, so a page loads the kinds it draws and no other.

/** Colours from the theme's palette, so a chart follows the skin like the rest of the page. */
export type ChartColor =
  'primary' | 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'cyan' | 'gold';

export interface ChartSeries {
  name: string;
  values: number[];
  /** One colour for the series, or one per value (pie and doughnut slices). */
  color: ChartColor | ChartColor[];
}

/** What every chart is given. */
export interface ChartData {
  /** The chart's accessible name: the caption of the table that carries its numbers. */
  title: string;
  /** One per value: the x axis, the slices or the radar's spokes (a gauge: its one value). */
  labels: string[];
  series: ChartSeries[];
  /** The chart's fixed height in pixels (it never changes, so nothing around it moves). */
  height: number;
  /** How values read, in the table and the tooltips (money, percentages…). */
  formatValue?: (value: number) => string;
}

/** A theme colour by name; antd's palette shade 6 is the colour itself in either skin. */
function colorOf(token: GlobalToken, color: ChartColor): string {
  if (color === 'primary') return token.colorPrimary;
  return (token as unknown as Record<string, string>)[`${color}6`] ?? token.colorPrimary;
}

/** The colours a chart draws with in the current skin, for a key drawn outside the chart. */
export function useChartColor(): (color: ChartColor) => string {
  const { token } = theme.useToken();
  return (color) => colorOf(token, color);
}

/** The colour with an alpha (the theme gives #rrggbb), for the area under a line. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!match) return hex;
  const channel = (start: number) => parseInt(match[1].slice(start, start + 2), 16);
  return `rgba(${channel(0)}, ${channel(2)}, ${channel(4)}, ${alpha})`;
}

/** What a chart's tooltip shows: where, the label, and each series' value there. */
export interface Hovered {
  x: number;
  y: number;
  label: string;
  rows: { name: string; value: string; color: string }[];
}

/** What every kind of chart draws with: its box, the skin, the direction, the hover. */
export interface Frame<P extends ChartData = ChartData> {
  props: P;
  width: number;
  token: GlobalToken;
  rtl: boolean;
  format: (value: number) => string;
  hover: (hovered: Hovered | null) => void;
}

/** A mark that draws data (bar, line, slice…): what the browser tests look for. */
export const mark = 'chart-mark';

/** The colour of a series' value `index`: the series' one colour, or that value's (a slice). */
export function colorAt(token: GlobalToken, series: ChartSeries, index = 0): string {
  const colors = Array.isArray(series.color) ? series.color : [series.color];
  return colorOf(token, colors[index % colors.length]);
}

/** The series' values at `index`, for a tooltip. */
export function rowsAt({ props, token, format }: Frame, index: number): Hovered['rows'] {
  return props.series.map((series) => ({
    name: series.name,
    value: format(series.values[index] ?? 0),
    color: colorAt(token, series, index),
  }));
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

function Tooltip({ hovered }: { hovered: Hovered }) {
  return (
    <div
      data-testid="chart-tooltip"
      className="chart__tooltip"
      style={{
        transform: `translate(${hovered.x}px, ${hovered.y}px) translate(-50%, calc(-100% - 8px))`,
      }}
    >
      <div className="chart__label">{hovered.label}</div>
      {hovered.rows.map((row) => (
        <div key={row.name}>
          <span className="chart__dot" style={{ background: row.color }} />
          {row.name ? `${row.name}: ${row.value}` : row.value}
        </div>
      ))}
    </div>
  );
}

/**
 * A chart's figure, drawn in SVG by `draw` in the theme's colours and the page's direction. The
 * drawing is hidden from screen readers: a visually hidden table, named by the chart's title,
 * carries every number it draws (`cell` says what a cell reads: the value, by default).
 */
export function ChartFrame<P extends ChartData>({
  kind,
  props,
  draw,
  cell,
  centerText,
}: {
  kind: string;
  props: P;
  draw: (frame: Frame<P>) => ReactNode;
  cell?: (series: P['series'][number], index: number, format: (value: number) => string) => string;
  /** Shown in the middle (a doughnut's, a gauge's). */
  centerText?: string;
}) {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const [hovered, setHovered] = useState<Hovered | null>(null);
  const format = props.formatValue ?? ((value: number) => String(value));
  // A tooltip is a mouse's: screen readers have the table, and the hover areas are not focusable.
  const frame: Frame<P> = {
    props,
    width,
    token,
    rtl: direction === 'rtl',
    format,
    hover: setHovered,
  };
  const cellText = cell ?? ((series, index) => format(series.values[index] ?? 0));

  return (
    <figure className="chart" data-chart={kind}>
      <div
        ref={box}
        className="chart__box"
        style={{ height: props.height }}
        aria-hidden
        onMouseLeave={() => setHovered(null)}
      >
        {width > 0 && (
          <svg
            width={width}
            height={props.height}
            // Every x is placed by hand, mirrored right to left: the text's anchors must mean
            // left and right, not the page's start and end, or labels run into the plot.
            style={{ direction: 'ltr' }}
          >
            {draw(frame)}
          </svg>
        )}
        {centerText && <div className="chart__center">{centerText}</div>}
        {hovered && <Tooltip hovered={hovered} />}
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
                <td key={series.name}>{cellText(series, index, format)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
