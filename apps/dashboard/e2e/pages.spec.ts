import { expect, expectAccessible, settled, signIn, test } from './support/fixtures';

test.describe('content pages', () => {
  test('searches the FAQ: the categories narrow, and the answers open', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/faq');
    const categories = page.getByRole('tablist').first();
    await expect(categories.getByRole('tab')).toHaveCount(5);
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Search the FAQ' }).fill('warehouse');
    await expect(page).toHaveURL(/q=warehouse/);
    await expect(categories.getByRole('tab')).toHaveText(['Delivery', 'Cancellation & return']);
    await page.getByRole('button', { name: 'How long does shipping take?' }).click();
    await expect(page.getByText(/leave the warehouse within two working days/)).toBeVisible();
    await expectAccessible(page);
  });

  test('walks the knowledge base to an article and back', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/knowledge-base');
    await page.getByRole('link', { name: 'Account and security' }).click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base\/account-security$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Account and security' }),
    ).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'How do I change my password?' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How do I change my password?' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Related questions' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    await page.goBack();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Account and security' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Knowledge base' }).first().click();
    await expect(page).toHaveURL(/\/pages\/knowledge-base$/);
    await expect(page.getByRole('link', { name: 'Account and security' })).toBeVisible();

    await page.goto('/pages/knowledge-base/lost');
    await expect(page.getByRole('heading', { name: 'Topic not found' })).toBeVisible();
  });

  test('toggles pricing to yearly: the prices change', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/pricing');
    await expect(page.getByTestId('price-standard')).toContainText('$49');
    await expect(page.getByTestId('price-enterprise')).toContainText('$99');
    await expectAccessible(page);
    await page.getByRole('switch', { name: 'Bill yearly' }).click();
    await expect(page.getByTestId('price-standard')).toContainText('$40');
    await expect(page.getByTestId('price-standard')).toContainText('$480 billed yearly');
    await expect(page.getByTestId('price-enterprise')).toContainText('$80');
    await expect(page.getByTestId('price-enterprise')).toContainText('$960 billed yearly');
    await expect(page).toHaveURL(/billing=yearly/);
  });

  test('in the dark skin and right to left, the pages are accessible; a client reads them too', async ({
    page,
  }) => {
    await signIn(page, 'client');
    await page.addInitScript(() => {
      localStorage.setItem('skin', JSON.stringify('dark'));
      localStorage.setItem('direction', JSON.stringify('rtl'));
    });
    await page.goto('/pages/pricing?billing=yearly');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('price-standard')).toContainText('$480');
    await expectAccessible(page);
    await page.goto('/pages/faq');
    await expect(page.getByRole('tablist').first().getByRole('tab')).toHaveCount(5);
    await expectAccessible(page);
    await page.goto('/pages/knowledge-base/billing/do-you-offer-refunds');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Do you offer refunds?' }),
    ).toBeVisible();
    await expectAccessible(page);
  });
});
