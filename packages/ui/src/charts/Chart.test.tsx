import { fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Chart, type ChartProps } from './Chart';
import { ChartLegend } from './Legend';
import { ScatterChart, type ScatterChartProps } from './Scatter';
import { bandCenter, labelStride, valueScale } from './geometry';
import { fakeBoxWidth } from '../testing';

// jsdom lays nothing out: every observed box is 400 pixels wide, unless a test says otherwise.
const boxes = fakeBoxWidth();

const months: ChartProps = {
  kind: 'bar',
  title: 'Orders per month',
  labels: ['Jan', 'Feb', 'Mar'],
  series: [
    { name: 'Orders', values: [10, 30, 20], color: 'primary' },
    { name: 'Returns', values: [1, 3, 2], color: 'red' },
  ],
  height: 200,
  formatValue: (value) => `${value} pcs`,
};

const staff: ScatterChartProps = {
  title: 'Orders per month',
  labels: ['Ann', 'Bo', 'Cy'],
  series: [{ name: 'Staff', values: [10, 30, 20], xs: [1, 5, 3], color: 'blue' }],
  height: 200,
  formatValue: (value) => `${value} pcs`,
};

function draw(props: Partial<ChartProps>, direction: 'ltr' | 'rtl' = 'ltr') {
  const { container } = render(
    <ConfigProvider direction={direction}>
      <Chart {...months} {...props} />
    </ConfigProvider>,
  );
  return {
    marks: () => [...container.querySelectorAll<SVGElement>('.chart-mark')],
    svg: () => container.querySelector('svg'),
    container,
  };
}

describe('Chart', () => {
  it('draws a bar per value of each series, over a value axis in the given format', () => {
    const { marks, container } = draw({});
    expect(marks()).toHaveLength(6);
    const ticks = [...container.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(ticks).toEqual(expect.arrayContaining(['0 pcs', '30 pcs', 'Jan', 'Mar']));
  });

  it('runs from right to left in a right-to-left page', () => {
    const firstBarX = (direction: 'ltr' | 'rtl') =>
      Number(draw({}, direction).marks()[0].getAttribute('x'));
    expect(firstBarX('rtl')).toBeGreaterThan(firstBarX('ltr'));
  });

  it('shows the values under the pointer in a tooltip', () => {
    const { container } = draw({});
    const hoverAreas = container.querySelectorAll('rect[fill="transparent"]');
    fireEvent.mouseEnter(hoverAreas[1]);
    const tooltip = within(screen.getByTestId('chart-tooltip'));
    expect(tooltip.getByText('Feb')).toBeInTheDocument();
    expect(tooltip.getByText('Orders: 30 pcs')).toBeInTheDocument();
    expect(tooltip.getByText('Returns: 3 pcs')).toBeInTheDocument();
    fireEvent.mouseLeave(container.querySelector('figure > div') as Element);
    expect(screen.queryByTestId('chart-tooltip')).toBeNull();
  });

  it('draws a line per series, and the area under it for an area chart', () => {
    const line = draw({ kind: 'line' });
    expect(line.marks().map((mark) => mark.tagName)).toEqual(['path', 'path']);
    const areaChart = draw({ kind: 'area' });
    expect(areaChart.container.querySelectorAll('svg path')).toHaveLength(4);
  });

  it('draws a slice per value of a doughnut, and its share in the tooltip', () => {
    const { marks } = draw({
      kind: 'doughnut',
      labels: ['Desktop', 'Mobile'],
      series: [{ name: 'Sessions', values: [75, 25], color: ['primary', 'green'] }],
      centerText: '100',
    });
    expect(marks()).toHaveLength(2);
    expect(screen.getByText('100')).toBeInTheDocument();
    fireEvent.mouseEnter(marks()[1]);
    const tooltip = within(screen.getByTestId('chart-tooltip'));
    expect(tooltip.getByText('Mobile')).toBeInTheDocument();
    expect(tooltip.getByText('Sessions: 25 pcs')).toBeInTheDocument();
  });

  it('draws a pie as full slices, a doughnut as a ring', () => {
    const slices = (kind: 'pie' | 'doughnut') =>
      draw({
        kind,
        labels: ['Desktop', 'Mobile', 'Tablet'],
        series: [{ name: 'Sessions', values: [50, 30, 20], color: ['primary', 'green', 'gold'] }],
      }).marks();
    const pie = slices('pie');
    expect(pie).toHaveLength(3);
    // A pie's slice runs to the centre: its path has no inner arc (one arc command, not two).
    expect((pie[0].getAttribute('d') ?? '').match(/A/g)).toHaveLength(1);
    expect((slices('doughnut')[0].getAttribute('d') ?? '').match(/A/g)).toHaveLength(2);
  });

  it('places a scatter’s dots at their x and y, mirrored right to left, and tells both', () => {
    const scatter = (direction: 'ltr' | 'rtl' = 'ltr') => {
      const { container } = render(
        <ConfigProvider direction={direction}>
          <ScatterChart {...staff} formatX={(value) => `${value} yrs`} />
        </ConfigProvider>,
      );
      return {
        container,
        marks: () => [...container.querySelectorAll<SVGElement>('.chart-mark')],
      };
    };
    const { marks, container } = scatter();
    expect(container.querySelector('figure')).toHaveAttribute('data-chart', 'scatter');
    const dots = marks().map((dot) => [
      Number(dot.getAttribute('cx')),
      Number(dot.getAttribute('cy')),
    ]);
    expect(dots).toHaveLength(3);
    // Bo: furthest right and highest; Ann: furthest left and lowest.
    expect(dots[1][0]).toBeGreaterThan(dots[2][0]);
    expect(dots[2][0]).toBeGreaterThan(dots[0][0]);
    expect(dots[1][1]).toBeLessThan(dots[2][1]);
    expect(dots[2][1]).toBeLessThan(dots[0][1]);
    expect([...container.querySelectorAll('svg text')].map((text) => text.textContent)).toEqual(
      expect.arrayContaining(['0 yrs', '6 yrs', '30 pcs']),
    );
    fireEvent.mouseEnter(marks()[1]);
    const tooltip = within(screen.getByTestId('chart-tooltip'));
    expect(tooltip.getByText('Bo')).toBeInTheDocument();
    expect(tooltip.getByText('Staff: 5 yrs, 30 pcs')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orders per month' })).toHaveTextContent(
      'Bo5 yrs, 30 pcs',
    );

    const rtl = scatter('rtl')
      .marks()
      .map((dot) => Number(dot.getAttribute('cx')));
    expect(rtl[1]).toBeLessThan(rtl[0]);
  });

  it('keeps a scatter’s x labels inside the plot, and skips those that would overlap', () => {
    const labels = (width: number, direction: 'ltr' | 'rtl' = 'ltr') => {
      boxes.setWidth(width);
      const { container, unmount } = render(
        <ConfigProvider direction={direction}>
          <ScatterChart {...staff} formatX={(value) => `${value} years`} />
        </ConfigProvider>,
      );
      const texts = [...container.querySelectorAll('svg text')]
        .filter((text) => text.textContent?.includes('years'))
        .map((text) => [text.textContent, text.getAttribute('text-anchor')]);
      unmount();
      return texts;
    };
    // The first label starts at the axis' start, the last ends at its end.
    expect(labels(400)).toEqual([
      ['0 years', 'start'],
      ['2 years', 'middle'],
      ['4 years', 'middle'],
      ['6 years', 'end'],
    ]);
    expect(labels(400, 'rtl')[0]).toEqual(['0 years', 'end']);
    // Too narrow for four such labels: every other one.
    expect(labels(200).map(([text]) => text)).toEqual(['0 years', '4 years']);
  });

  it('anchors its text left or right whatever the page’s direction (it mirrors by hand)', () => {
    expect(draw({}, 'rtl').svg()).toHaveStyle({ direction: 'ltr' });
  });

  it('has a key: each series, or each slice with its value', () => {
    const keyOf = (props: Partial<ChartProps>) => {
      const { container, unmount } = render(<ChartLegend {...months} {...props} />);
      const entries = [...container.querySelectorAll('li')].map((entry) => entry.textContent);
      unmount();
      return entries;
    };
    expect(keyOf({})).toEqual(['Orders', 'Returns']);
    expect(
      keyOf({
        kind: 'pie',
        labels: ['Desktop', 'Mobile'],
        series: [{ name: 'Sessions', values: [75, 25], color: ['primary', 'green'] }],
      }),
    ).toEqual(['Desktop 75 pcs', 'Mobile 25 pcs']);
  });

  it('fills a gauge in proportion to its value', () => {
    const arcLength = (value: number) => {
      const { marks } = draw({
        kind: 'gauge',
        labels: ['Done'],
        series: [{ name: 'Done', values: [value], color: 'green' }],
      });
      return marks()[0].getAttribute('d') ?? '';
    };
    expect(arcLength(80)).not.toEqual(arcLength(20));
  });

  it('draws a radar with a polygon per series over four rings', () => {
    const { marks, container } = draw({ kind: 'radar' });
    expect(marks().map((mark) => mark.tagName)).toEqual(['polygon', 'polygon']);
    expect(container.querySelectorAll('svg polygon')).toHaveLength(6);
  });

  it('keeps every number in a table named by the title, drawn or not', () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
    const { svg } = draw({});
    expect(svg()).toBeNull();
    const table = screen.getByRole('table', { name: 'Orders per month' });
    expect(table).toHaveTextContent('Feb30 pcs3 pcs');
  });
});

describe('chart geometry', () => {
  it('makes a value axis of round steps from zero', () => {
    expect(valueScale([0, 37]).ticks).toEqual([0, 10, 20, 30, 40]);
    expect(valueScale([1200, 4900]).ticks).toEqual([0, 2000, 4000, 6000]);
    expect(valueScale([]).ticks).toEqual([0, 1]);
    expect(valueScale([0.3, 0.1]).ticks).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('reaches below zero for negative values', () => {
    const scale = valueScale([-15, 40]);
    expect(scale.min).toBe(-20);
    expect(scale.max).toBe(40);
    expect(scale.ticks).toContain(0);
  });

  it('mirrors the bands right to left', () => {
    expect(bandCenter(0, 4, 400, false)).toBe(50);
    expect(bandCenter(0, 4, 400, true)).toBe(350);
  });

  it('shows every label that fits, and skips the others evenly', () => {
    expect(labelStride(['Jan', 'Feb', 'Mar'], 400)).toBe(1);
    expect(
      labelStride(
        Array.from({ length: 30 }, (_, day) => `Day ${day}`),
        300,
      ),
    ).toBe(5);
  });
});
