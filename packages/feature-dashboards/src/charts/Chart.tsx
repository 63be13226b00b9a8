import type { ChartConfiguration, ChartDataset } from 'chart.js';
import { ConfigProvider, theme } from 'antd';
import type { GlobalToken } from 'antd';
import { useContext, useEffect, useMemo, useRef } from 'react';
import { usePrefersReducedMotion } from '@tessera/ui';

/** The kinds of chart the cards draw. A gauge is one share of 100 on a three-quarter ring. */
export type ChartKind = 'bar' | 'line' | 'area' | 'doughnut' | 'gauge' | 'radar';

/** Colours from the theme's palette, so a chart follows the skin like the rest of the page. */
export type ChartColor =
  'primary' | 'blue' | 'green' | 'orange' | 'red' | 'purple' | 'cyan' | 'gold';

export interface ChartSeries {
  name: string;
  values: number[];
  /** One colour for the series, or one per value (doughnut slices). */
  color: ChartColor | ChartColor[];
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
  /** Axes, ticks and grid lines (bar, line, area); off for the small sparkline-like charts. */
  axes?: boolean;
  /** Shown in the middle of a doughnut or a gauge. */
  centerText?: string;
}

const loadChartJs = () => import('./chartjs');

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

interface Look {
  token: GlobalToken;
  rtl: boolean;
  animate: boolean;
}

function datasetsOf(props: ChartProps, { token }: Look): ChartDataset[] {
  const colors = (series: ChartSeries) =>
    Array.isArray(series.color)
      ? series.color.map((color) => colorOf(token, color))
      : colorOf(token, series.color);
  switch (props.kind) {
    case 'bar':
      return props.series.map((series) => ({
        label: series.name,
        data: series.values,
        backgroundColor: colors(series),
        borderRadius: 4,
        maxBarThickness: 18,
      }));
    case 'line':
    case 'area':
      return props.series.map((series) => {
        const color = colors(series) as string;
        return {
          label: series.name,
          data: series.values,
          borderColor: color,
          backgroundColor: withAlpha(color, 0.18),
          fill: props.kind === 'area',
          tension: 0.4,
          pointRadius: 0,
          pointHitRadius: 12,
          borderWidth: 3,
        };
      });
    case 'radar':
      return props.series.map((series) => {
        const color = colors(series) as string;
        return {
          label: series.name,
          data: series.values,
          borderColor: color,
          backgroundColor: withAlpha(color, 0.2),
          pointBackgroundColor: color,
          borderWidth: 2,
        };
      });
    case 'doughnut':
      return props.series.map((series) => ({
        label: series.name,
        data: series.values,
        backgroundColor: colors(series),
        borderColor: token.colorBgContainer,
        borderWidth: 2,
      }));
    case 'gauge': {
      const [series] = props.series;
      const value = Math.min(100, Math.max(0, series?.values[0] ?? 0));
      return [
        {
          label: series?.name ?? '',
          data: [value, 100 - value],
          backgroundColor: [colors(series) as string, token.colorFillSecondary],
          borderWidth: 0,
          borderRadius: 8,
        },
      ];
    }
  }
}

/** The Chart.js configuration of a card's chart in the current skin and direction. */
function configOf(props: ChartProps, look: Look): ChartConfiguration {
  const { token, rtl, animate } = look;
  const format = props.formatValue ?? ((value: number) => String(value));
  const round = props.kind === 'doughnut' || props.kind === 'gauge';
  const axes = props.axes ?? !round;
  const ticks = { color: token.colorTextDescription, font: { family: token.fontFamily, size: 12 } };
  const grid = { color: token.colorBorderSecondary };
  const scales =
    props.kind === 'radar'
      ? {
          r: {
            ticks: { display: false },
            grid,
            angleLines: grid,
            pointLabels: ticks,
          },
        }
      : round
        ? {}
        : {
            // Right to left, time runs from right to left and the values' axis sits on the right.
            x: { display: axes, reverse: rtl, ticks, grid: { display: false } },
            y: {
              display: axes,
              position: rtl ? ('right' as const) : ('left' as const),
              ticks: { ...ticks, callback: (value: number | string) => format(Number(value)) },
              grid,
              beginAtZero: true,
            },
          };
  return {
    type: props.kind === 'area' ? 'line' : props.kind === 'gauge' ? 'doughnut' : props.kind,
    data: { labels: props.kind === 'gauge' ? [] : props.labels, datasets: datasetsOf(props, look) },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      animation: animate ? { duration: 600 } : false,
      layout: { padding: round ? 4 : 0 },
      ...(round
        ? {
            cutout: props.kind === 'gauge' ? '82%' : '72%',
            rotation: props.kind === 'gauge' ? -135 : 0,
            circumference: props.kind === 'gauge' ? 270 : 360,
          }
        : {}),
      scales,
      plugins: {
        tooltip: {
          enabled: props.kind !== 'gauge',
          rtl,
          textDirection: rtl ? 'rtl' : 'ltr',
          callbacks: {
            label: (item) =>
              `${item.dataset.label ?? ''}: ${format(Number(item.raw))}`.replace(/^: /, ''),
          },
        },
      },
    },
  } as ChartConfiguration;
}

/**
 * A chart of a card, drawn by Chart.js (loaded on first use) in the theme's colours and the
 * page's direction. The canvas is hidden from screen readers: a visually hidden table, named
 * by the chart's title, carries every number it draws.
 */
export function Chart(props: ChartProps) {
  const { token } = theme.useToken();
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const reducedMotion = usePrefersReducedMotion();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const format = props.formatValue ?? ((value: number) => String(value));
  const formatRef = useRef(format);
  // The tooltips read the latest formatter without redrawing the chart for a new function.
  useEffect(() => {
    formatRef.current = format;
  });

  // Redraw only when what is drawn changes, not on every render of the card.
  const drawn = JSON.stringify([
    props.kind,
    props.labels,
    props.series,
    props.axes,
    token.colorPrimary,
    token.colorBgContainer,
    token.colorTextDescription,
    direction,
    reducedMotion,
  ]);
  const look = useMemo(
    () => ({ token, rtl: direction === 'rtl', animate: !reducedMotion }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `drawn` covers what the look reads
    [drawn],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    // No 2D context (jsdom, a locked-down browser): the table below still gives every number.
    if (!canvas?.getContext('2d')) return;
    let cancelled = false;
    let chart: { destroy(): void } | undefined;
    loadChartJs()
      .then(({ Chart: ChartJs }) => {
        if (cancelled) return;
        chart = new ChartJs(
          canvas,
          configOf({ ...props, formatValue: (value) => formatRef.current(value) }, look),
        );
      })
      // A chart that fails to download leaves its numbers in the table; the card still reads.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      chart?.destroy();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `look` changes with `drawn`
  }, [look]);

  return (
    <figure style={{ margin: 0 }} data-chart={props.kind}>
      <div style={{ position: 'relative', height: props.height }} aria-hidden>
        <canvas ref={canvasRef} />
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
                <td key={series.name}>{format(series.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
