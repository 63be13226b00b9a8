import { screen, within } from '@testing-library/react';
import { createTestI18n, featureResources, renderView } from '@tessera/ui/testing';
import ChartsDemo from './ChartsDemo';

const resources = featureResources('showcase');

/** jsdom lays nothing out: every observed box is 400 pixels wide, so the charts draw. */
class FixedWidthObserver {
  constructor(private readonly report: ResizeObserverCallback) {}
  observe(target: Element) {
    this.report(
      [{ target, contentRect: { width: 400 } } as unknown as ResizeObserverEntry],
      this as unknown as ResizeObserver,
    );
  }
  disconnect() {}
  unobserve() {}
}

beforeEach(() => {
  globalThis.ResizeObserver = FixedWidthObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

const kinds = () =>
  Array.from(document.querySelectorAll('figure[data-chart]')).map((figure) =>
    figure.getAttribute('data-chart'),
  );

describe('charts', () => {
  it('draws each kind of chart, every number in a table named after it', async () => {
    renderView({ element: <ChartsDemo />, i18n: createTestI18n(resources) });
    await screen.findByRole('heading', { level: 1, name: 'Charts' });
    expect(kinds()).toEqual(['line', 'bar', 'area', 'scatter', 'pie', 'doughnut', 'radar']);
    for (const figure of document.querySelectorAll('figure[data-chart]')) {
      expect(figure.querySelectorAll('.chart-mark').length).toBeGreaterThan(0);
    }
    const pie = screen.getByRole('table', { name: 'Visits by channel, 2026' });
    expect(within(pie).getByRole('row', { name: 'Search 42%' })).toBeInTheDocument();
    const scatter = screen.getByRole('table', { name: 'Deals closed by team size, 2026' });
    expect(within(scatter).getByRole('row', { name: 'Team 1 4 people, 24' })).toBeInTheDocument();
  });

  it('changes every chart with the year, and shows or hides a line', async () => {
    const { user } = renderView({ element: <ChartsDemo />, i18n: createTestI18n(resources) });
    await user.click(await screen.findByText('2025'));
    const pie = screen.getByRole('table', { name: 'Visits by channel, 2025' });
    expect(within(pie).getByRole('row', { name: 'Search 48%' })).toBeInTheDocument();
    expect(
      screen.getByRole('table', { name: 'Income and costs per month, 2025' }),
    ).toBeInTheDocument();

    const line = () => screen.getByRole('table', { name: 'Visits and sign-ups per month, 2025' });
    expect(
      within(line())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Visits', 'Sign-ups']);
    await user.click(screen.getByRole('checkbox', { name: 'Sign-ups' }));
    expect(
      within(line())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Visits']);
    expect(document.querySelectorAll('figure[data-chart="line"] .chart-mark')).toHaveLength(1);
  });

  it('is in French, its months and numbers too', async () => {
    renderView({ element: <ChartsDemo />, i18n: createTestI18n(resources, 'fr') });
    await screen.findByRole('heading', { level: 1, name: 'Graphiques' });
    const pie = screen.getByRole('table', { name: 'Visites par canal, 2026' });
    expect(within(pie).getByRole('row', { name: /^Réseaux sociaux 27\s%$/ })).toBeInTheDocument();
    expect(
      within(screen.getByRole('table', { name: 'Stockage utilisé par mois, 2026' })).getByRole(
        'rowheader',
        { name: 'janv.' },
      ),
    ).toBeInTheDocument();
  });
});
