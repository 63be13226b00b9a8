import {
  expect,
  expectAccessible,
  expectPagesFitPhoneDarkRtl,
  signIn,
  test,
} from './support/fixtures';

// The charts page: ui's charts in the skin's colours, each with its key, a year switch and the
// line chart's toggles.
test.describe('showcase: charts', () => {
  test('each kind is drawn with its key; the year and the toggles change them from the keyboard', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/charts/charts');
    await expect(page.getByRole('heading', { level: 1, name: 'Charts' })).toBeVisible();
    const figures = page.locator('figure[data-chart]');
    await expect(figures).toHaveCount(7);
    for (const figure of await figures.all()) {
      await expect(figure.locator('.chart-mark').first()).toBeVisible();
    }
    await expect(page.getByText('Search 42%', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // A slice under the pointer says what it is.
    const pie = page.locator('figure[data-chart="pie"]');
    await pie.locator('.chart-mark').first().hover();
    await expect(pie.getByTestId('chart-tooltip')).toContainText('Share: 42%');

    // The year, then a line, from the keyboard.
    await page.getByRole('radio', { name: '2026' }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('radio', { name: '2025' })).toBeChecked();
    await expect(page.getByText('Search 48%', { exact: true })).toBeVisible();
    const lines = page.locator('figure[data-chart="line"] .chart-mark');
    await expect(lines).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Sign-ups' }).focus();
    await page.keyboard.press('Space');
    await expect(lines).toHaveCount(1);
  });

  test('on a phone, in the dark skin and right to left, it fits and its axes read', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expectPagesFitPhoneDarkRtl(page, [['/charts/charts', 'Charts']], async (shown) => {
      await expect(shown.locator('figure[data-chart] .chart-mark').first()).toBeVisible();
    });
    // Right to left the value axis is on the right, its labels beside the grid, not over it.
    const bars = page.locator('figure[data-chart="bar"] svg');
    const grid = await bars
      .locator('line')
      .evaluateAll((lines) => lines.map((line) => line.getBoundingClientRect().right));
    const ticks = await bars
      .locator('text')
      .filter({ hasText: /\d/ })
      .evaluateAll((texts) => texts.map((text) => text.getBoundingClientRect().left));
    expect(grid.length).toBeGreaterThan(0);
    expect(ticks.length).toBeGreaterThan(0);
    expect(Math.min(...ticks)).toBeGreaterThanOrEqual(Math.max(...grid));
  });
});
