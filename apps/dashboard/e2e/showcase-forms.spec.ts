import {
  expect,
  expectAccessible,
  expectPagesFitPhoneDarkRtl,
  pick,
  settled,
  signIn,
  test,
} from './support/fixtures';
import type { Page } from '@playwright/test';

/** The wizard's step heading, once that step is shown. */
async function atStep(page: Page, name: RegExp) {
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await settled(page);
}

test.describe('form showcase', () => {
  test('completes the wizard: a refused step, back and forth, the review, the account created', async ({
    page,
  }) => {
    // Four steps, back and forth, with axe on each: room for a busy machine.
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/forms/wizard');
    await expect(page.getByRole('heading', { level: 1, name: 'Form wizard' })).toBeVisible();
    await atStep(page, /Step 1 of 4: Account/);
    await expectAccessible(page);

    // A step with mistakes does not let the reader on.
    await page.getByLabel('Email').fill('ann@example.com');
    await page.getByLabel('Password', { exact: true }).fill('secret-42');
    await page.getByLabel('Confirm the password').fill('secret-24');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('The two passwords differ.')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('heading', { level: 2, name: /Step 1 of 4/ })).toBeVisible();
    await page.getByLabel('Confirm the password').fill('secret-42');
    await page.getByRole('button', { name: 'Next' }).click();

    await atStep(page, /Step 2 of 4: Personal details/);
    await expect(
      page.getByRole('heading', { level: 2, name: /Step 2 of 4/ }).locator('..'),
    ).toBeFocused();
    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Phone number').pressSequentially('5550100123');
    await expect(page.getByLabel('Phone number')).toHaveValue('(555) 010-0123');
    await pick(page, page.getByRole('combobox', { name: 'Country' }), page.getByTitle('Norway'));
    await expectAccessible(page);

    // Back keeps what was typed.
    await page.getByRole('button', { name: 'Back' }).click();
    await atStep(page, /Step 1 of 4/);
    await expect(page.getByLabel('Email')).toHaveValue('ann@example.com');
    await page.getByRole('button', { name: 'Next' }).click();
    await atStep(page, /Step 2 of 4/);
    await expect(page.getByLabel('Full name')).toHaveValue('Ann Lee');
    await page.getByRole('button', { name: 'Next' }).click();

    await atStep(page, /Step 3 of 4: Plan/);
    await page.getByText('Business', { exact: true }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();

    await atStep(page, /Step 4 of 4: Review/);
    const review = page.locator('.ant-descriptions');
    for (const shown of ['ann@example.com', 'Ann Lee', '(555) 010-0123', 'Norway', 'Business']) {
      await expect(review.getByText(shown, { exact: true })).toBeVisible();
    }
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create the account' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Account created' })).toBeVisible();
    await expect(
      page.getByText('Welcome, Ann Lee. We sent a confirmation to ann@example.com.'),
    ).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone in the dark skin right to left, the form pages keep to the screen and pass axe', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expectPagesFitPhoneDarkRtl(page, [
      ['/forms/elements', 'Form elements'],
      ['/forms/layouts', 'Form layouts'],
      ['/forms/wizard', 'Form wizard'],
      ['/forms/validation', 'Form validation'],
      ['/forms/repeater', 'Form repeater'],
      ['/forms/autocomplete', 'Autocomplete'],
    ]);
  });
});
