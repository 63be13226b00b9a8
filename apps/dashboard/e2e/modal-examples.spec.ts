import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectDarkRtl,
  expectFitsPhone,
  phone,
  preferDarkRtl,
  settled,
  signIn,
  test,
} from './support/fixtures';

const examples = [
  'Share project',
  'Create app',
  'Add new card',
  'Edit user',
  'Two-step verification',
  'Refer and earn',
];

/** Where the focus is: 'none' (out of the document), 'behind' the dialog, or the stop's name. */
function focusStop(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'none';
  if (!focused.closest('[role="dialog"]')) return 'behind';
  return focused.getAttribute('aria-label') ?? focused.textContent ?? '';
}

/** Opens the example titled `title` and waits for its dialog to have finished opening. */
async function show(page: Page, title: string) {
  await page.getByRole('button', { name: 'Show', description: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await settled(page);
  return dialog;
}

test.describe('modal examples', () => {
  test('shows every example, and the page is accessible', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/modal-examples');
    for (const title of examples) {
      await expect(page.getByRole('button', { name: 'Show', description: title })).toBeVisible();
    }
    await expectAccessible(page);
  });

  for (const title of examples) {
    test(`opens ${title}: focus kept inside, accessible, Escape closes it`, async ({ page }) => {
      await signIn(page, 'admin');
      await page.goto('/pages/modal-examples');
      const dialog = await show(page, title);
      // The focus is in the dialog, and Tab never takes it to the page behind: past the last
      // stop it leaves the document (for the browser's own controls), then wraps round to the
      // dialog's first stop, its Close button.
      await expect(dialog.locator(':focus')).toHaveCount(1);
      const stops: string[] = [];
      for (let press = 0; press < 16; press++) {
        await page.keyboard.press('Tab');
        stops.push(await page.evaluate(focusStop));
      }
      expect(stops).not.toContain('behind');
      expect(stops).toContain('Close');
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('adds a card: the fields are checked, then a toast says it passed', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/modal-examples');
    const dialog = await show(page, 'Add new card');
    await expect(dialog.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4241');
    await dialog.getByRole('textbox', { name: 'Expiry date' }).fill('01/20');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(dialog.getByText('Enter a valid card number')).toBeVisible();
    await expect(dialog.getByText('This card has expired')).toBeVisible();

    await dialog.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242');
    await dialog.getByRole('textbox', { name: 'Name on card' }).fill('Avery Stone');
    await dialog.getByRole('textbox', { name: 'Expiry date' }).fill('12/40');
    await dialog.getByRole('textbox', { name: 'Security code' }).fill('123');
    await dialog.getByRole('button', { name: 'Add card' }).click();
    await expect(
      page.getByText('The card ending in 4242 passed the checks (an example: nothing was kept).'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('edits the user: saved to the account settings', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/modal-examples');
    const dialog = await show(page, 'Edit user');
    const fullName = dialog.getByRole('textbox', { name: 'Full name' });
    await expect(fullName).toHaveValue('Avery Stone');
    await fullName.fill('Avery Stone-Lake');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your details were saved.')).toBeVisible();
    await page.goto('/pages/account-settings');
    await expect(page.getByRole('textbox', { name: 'Full name' })).toHaveValue('Avery Stone-Lake');
  });

  test('on a phone, in the dark skin and right to left, a dialog fits and is accessible', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page, 'client');
    await preferDarkRtl(page);
    await page.goto('/pages/modal-examples');
    await expectDarkRtl(page);
    await expectAccessible(page);
    const dialog = await show(page, 'Create app');
    const box = await dialog.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(phone.width);
    await expectFitsPhone(page);
    await expectAccessible(page);
  });
});
