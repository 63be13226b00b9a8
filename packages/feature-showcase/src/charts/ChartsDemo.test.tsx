import { screen, within } from '@testing-library/react';
import { createTestI18n, fakeBoxWidth, featureResources, renderView } from '@tessera/ui/testing';
import ChartsDemo from './ChartsDemo';

const resources = featureResources('showcase');

// jsdom lays nothing out: every observed box is 400 pixels wide, so the charts draw.
fakeBoxWidth();

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

  it('says what each colour is: a key under each chart, the line chart’s in its toggles', async () => {
    renderView({ element: <ChartsDemo />, i18n: createTestI18n(resources) });
    await screen.findByRole('heading', { level: 1, name: 'Charts' });
    const key = (kind: string) =>
      Array.from(
        document.querySelectorAll(`figure[data-chart="${kind}"] + [data-testid="chart-legend"] li`),
        (entry) => entry.textContent,
      );
    expect(key('bar')).toEqual(['Income', 'Costs']);
    expect(key('pie')).toEqual(['Search 42%', 'Social 27%', 'Email 18%', 'Direct 13%']);
    expect(key('doughnut')).toEqual(['Desktop 46%', 'Phone 44%', 'Tablet 10%']);
    expect(key('radar')).toEqual(['Us', 'Market average']);
    expect(key('line')).toEqual([]);
    // The line chart's toggles are its key: each in its line's colour.
    const rgb = (color: string) => {
      const probe = document.createElement('i');
      probe.style.color = color;
      return probe.style.color;
    };
    const strokes = Array.from(
      document.querySelectorAll('figure[data-chart="line"] .chart-mark'),
      (mark) => rgb(mark.getAttribute('stroke') ?? ''),
    );
    const swatches = ['Visits', 'Sign-ups'].map((name) =>
      rgb(
        screen
          .getByRole('checkbox', { name })
          .closest('label')
          ?.querySelector<HTMLElement>('span[aria-hidden="true"]')?.style.background ?? '',
      ),
    );
    expect(strokes).toHaveLength(2);
    expect(new Set(strokes).size).toBe(2);
    expect(swatches).toEqual(strokes);
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
    // From the keyboard: the year switch, then the lines' toggles.
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Visits' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: 'Sign-ups' })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Sign-ups' })).not.toBeChecked();
    expect(
      within(line())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Visits']);
    expect(document.querySelectorAll('figure[data-chart="line"] .chart-mark')).toHaveLength(1);
    await user.click(screen.getByRole('checkbox', { name: 'Sign-ups' }));
    expect(document.querySelectorAll('figure[data-chart="line"] .chart-mark')).toHaveLength(2);
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
