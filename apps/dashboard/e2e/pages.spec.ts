import {
  expect,
  expectAccessible,
  expectDarkRtl,
  preferDarkRtl,
  settled,
  signIn,
  test,
} from './support/fixtures';

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
    await preferDarkRtl(page);
    await page.goto('/pages/pricing?billing=yearly');
    await expectDarkRtl(page);
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

  test('saves account settings, and finds them after a reload', async ({ page }) => {
    // Two tabs saved, a reload, then every other tab, with axe: room for a busy machine.
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/pages/account-settings');
    const fullName = page.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toHaveValue('Avery Stone');
    await settled(page);
    await expectAccessible(page);
    await fullName.fill('Avery Stone-Lake');
    await page.getByRole('textbox', { name: 'Company' }).fill('Tessera Labs');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings were saved.')).toBeVisible();

    await page.getByRole('tab', { name: 'Social' }).click();
    await expect(page).toHaveURL(/tab=social/);
    const github = page.getByRole('textbox', { name: 'GitHub' });
    await github.fill('not a link');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Enter a web address starting with http:// or https://'),
    ).toBeVisible();
    await github.fill('https://github.com/avery');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Your settings were saved.').first()).toBeVisible();
    await expectAccessible(page);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'GitHub' })).toHaveValue(
      'https://github.com/avery',
    );
    await page.getByRole('tab', { name: 'General' }).click();
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Avery Stone-Lake');
    await expect(page.getByRole('textbox', { name: 'Company' })).toHaveValue('Tessera Labs');

    for (const tab of ['Change password', 'Info', 'Connections', 'Notifications']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await expectAccessible(page);
    }
  });

  test('creates an API key, copies it, and revokes it after asking; the licence page reads well', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'admin');
    await page.goto('/pages/api-key');
    await expect(page.getByText('No API key yet.')).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Key name' }).fill('Deploy bot');
    await page.getByRole('button', { name: 'Create key' }).click();
    const created = page.getByRole('dialog', { name: 'Your new key: Deploy bot' });
    await expect(created).toBeVisible();
    const secret = (await created.getByTestId('api-key-secret').textContent()) ?? '';
    expect(secret).toMatch(/^tsk_[a-z0-9]{32}$/);
    await expectAccessible(page);
    await created.getByRole('button', { name: 'Copy key' }).click();
    await expect(page.getByText('Copied to the clipboard.')).toBeVisible();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();

    // Kept by the server: still there after a reload, without its secret.
    await page.reload();
    const table = page.getByRole('table', { name: 'Your API keys' });
    const row = table.getByRole('row', { name: /Deploy bot/ });
    await expect(row).toContainText(secret.slice(0, 12));
    await expect(row).not.toContainText(secret);
    await row.getByRole('button', { name: 'Copy the id of Deploy bot' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(secret.slice(0, 12));

    await row.getByRole('button', { name: 'Revoke Deploy bot' }).click();
    const confirm = page.getByRole('dialog', { name: 'Revoke Deploy bot?' });
    await confirm.getByRole('button', { name: 'Revoke' }).click();
    await expect(page.getByText('The key Deploy bot was revoked.')).toBeVisible();
    await expect(table.getByText('No API key yet.')).toBeVisible();

    await page.goto('/pages/license');
    await expect(page.getByRole('heading', { name: 'You may not' })).toBeVisible();
    await expectAccessible(page);
  });
});
