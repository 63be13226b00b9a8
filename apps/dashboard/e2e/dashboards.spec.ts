import type { Locator, Page } from '@playwright/test';
import { configureFakeServer, expect, expectAccessible, signIn, test } from './support/fixtures';

const ecommerceCards = [
  'congratulations-card',
  'statistics-card',
  'orders-card',
  'profit-card',
  'earnings-card',
  'revenue-report-card',
  'goal-overview-card',
  'browser-states-card',
  'transactions-card',
  'company-table-card',
];
const analyticsCards = [
  'subscribers-card',
  'orders-received-card',
  'avg-sessions-card',
  'support-tracker-card',
  'user-timeline-card',
  'sales-radar-card',
  'app-design-card',
  'sessions-device-card',
];

/** Whether every chart of the card has drawn its data (a bar, a line, a slice…). */
async function chartsPainted(card: Locator): Promise<boolean> {
  return card
    .locator('figure[data-chart]')
    .evaluateAll((figures) =>
      figures.every((figure) => figure.querySelector('svg .chart-mark') !== null),
    );
}

/** The card shows its data: not loading, no error, its charts painted. */
async function expectLoaded(page: Page, testId: string): Promise<void> {
  const card = page.getByTestId(testId);
  // What a card shows below the fold may load only once it comes near the screen.
  await card.scrollIntoViewIfNeeded();
  await expect(card, testId).toHaveAttribute('aria-busy', 'false');
  await expect(card.getByRole('alert'), testId).toHaveCount(0);
  await expect.poll(() => chartsPainted(card), { message: `${testId} charts` }).toBe(true);
}

/** What a card's chart looks like now (its drawing). */
const chartImage = (card: Locator) =>
  card
    .locator('figure[data-chart] svg')
    .first()
    .evaluate((svg) => svg.innerHTML);

/** The scripts of the charting library (its own chunk, see vite.config.ts). */
const chartScripts = (scripts: string[]) =>
  scripts.filter((path) => /\/charts-[^/]+\.js$/.test(path));

async function choose(page: Page, card: Locator, label: string, option: string): Promise<void> {
  await card.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-dropdown').getByTitle(option, { exact: true }).click();
}

test.describe('dashboards', () => {
  // No chart animation: a chart's picture is final as soon as it is drawn.
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  test('the e-commerce dashboard shows every card with data; the year picker redraws the report', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // The charting library is not part of the first page.
    expect(chartScripts(scripts)).toEqual([]);

    await signIn(page, 'admin');
    await expect(page.getByRole('heading', { name: 'eCommerce dashboard' })).toBeVisible();
    for (const testId of ecommerceCards) await expectLoaded(page, testId);
    expect(chartScripts(scripts)).toHaveLength(1);
    await expect(
      page.getByTestId('company-table-card').getByRole('table', { name: 'Sales by company' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Congratulations, .+!$/ })).toBeVisible();

    const report = page.getByTestId('revenue-report-card');
    const budget2020 = await page.getByTestId('revenue-budget').textContent();
    const before = await chartImage(report);
    const years = report.getByRole('radiogroup', { name: 'Year' });
    await years.getByText('2019', { exact: true }).click();
    await expect(years.getByRole('radio', { name: '2019' })).toBeChecked();
    await expect(
      report.getByRole('table', {
        name: 'Earning and expense per month in 2019',
        includeHidden: true,
      }),
    ).toBeAttached();
    await expect(page.getByTestId('revenue-budget')).not.toHaveText(budget2020 ?? '');
    await expect.poll(() => chartImage(report)).not.toBe(before);
    await expectLoaded(page, 'revenue-report-card');
  });

  test('the analytics dashboard shows every card with data; the period picker redraws sessions', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page
      .getByTestId('main-menu')
      .getByRole('link', { name: 'Analytics', exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/analytics$/);
    await expect(page.getByRole('heading', { name: 'Analytics dashboard' })).toBeVisible();
    for (const testId of analyticsCards) await expectLoaded(page, testId);

    const sessions = page.getByTestId('avg-sessions-card');
    const before = await chartImage(sessions);
    await choose(page, sessions, 'Period', 'Last year');
    await expect(
      sessions.getByRole('table', { name: 'Sessions, Last year', includeHidden: true }),
    ).toBeAttached();
    await expect.poll(() => chartImage(sessions)).not.toBe(before);
  });

  test('a card whose call fails shows its own error and retries, while the others stay', async ({
    page,
  }) => {
    await configureFakeServer(page, {
      delayMs: 0,
      failOnce: ['/card/card-analytics/goal-overview'],
    });
    await signIn(page, 'admin');
    const goal = page.getByTestId('goal-overview-card');
    await expect(goal.getByRole('alert')).toContainText('This card could not be loaded.');
    for (const testId of ecommerceCards.filter((id) => id !== 'goal-overview-card')) {
      await expectLoaded(page, testId);
    }
    await goal.getByRole('button', { name: 'Try again' }).click();
    await expectLoaded(page, 'goal-overview-card');
    for (const testId of ecommerceCards) {
      await expect(page.getByTestId(testId).getByRole('alert'), testId).toHaveCount(0);
    }
  });

  for (const skin of ['light', 'dark'] as const) {
    for (const [path, cards] of [
      ['/', ecommerceCards],
      ['/dashboard/analytics', analyticsCards],
    ] as const) {
      test(`${path} passes axe in the ${skin} skin`, async ({ page }) => {
        await signIn(page, 'admin');
        await page.evaluate((value) => localStorage.setItem('skin', JSON.stringify(value)), skin);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-skin', skin);
        for (const testId of cards) await expectLoaded(page, testId);
        // The charts are drawn in the skin's colours: light text on dark, dark text on light.
        const axisText = page.locator('figure[data-chart] svg text').first();
        await expect(axisText).toHaveAttribute(
          'fill',
          skin === 'dark' ? /^rgba\(255, ?255, ?255/ : /^rgba\(0, ?0, ?0/,
        );
        await expectAccessible(page);
      });
    }
  }

  test('right to left, the charts run from right to left', async ({ page }) => {
    await signIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    await page.goto('/');
    await expectLoaded(page, 'revenue-report-card');
    const month = (name: string) =>
      page
        .getByTestId('revenue-report-card')
        .locator('figure[data-chart] svg text', { hasText: new RegExp(`^${name}$`) })
        .boundingBox();
    const [january, december] = [await month('Jan'), await month('Dec')];
    expect(january?.x).toBeGreaterThan(december?.x ?? Infinity);
    // The value axis is on the right, its labels beside the grid (not run back over it).
    const chart = page.getByTestId('revenue-report-card').locator('figure[data-chart] svg');
    const grid = await chart
      .locator('line')
      .evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().right));
    const ticks = await chart
      .locator('text')
      .filter({ hasText: /\d/ })
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().left));
    expect(grid.length).toBeGreaterThan(0);
    expect(ticks.length).toBeGreaterThan(0);
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(Math.max(...grid));
  });

  test('the card pages show their cards, and the advanced cards their actions', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/cards/statistics');
    await expect(page.getByTestId(/^statistic-.+-card$/)).toHaveCount(9);
    for (const card of await page.getByTestId(/^statistic-.+-card$/).all()) {
      await expect(card).toHaveAttribute('aria-busy', 'false');
    }
    await page.goto('/cards/analytics');
    await expect(page.getByTestId('analytic-cards').getByTestId(/-card$/)).toHaveCount(8);
    await page.goto('/cards/advanced');
    const earnings = page.getByTestId('earnings-card');
    await expectLoaded(page, 'earnings-card');
    await earnings.getByRole('button', { name: 'Refresh the card' }).click();
    await expectLoaded(page, 'earnings-card');
    await earnings.getByRole('button', { name: 'Remove the card' }).click();
    await expect(earnings).toHaveCount(0);
    await page.getByRole('button', { name: 'Show all cards' }).click();
    await expectLoaded(page, 'earnings-card');
    await expectAccessible(page);
  });
});
