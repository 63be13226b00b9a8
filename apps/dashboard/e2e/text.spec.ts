import type { Locator } from '@playwright/test';
import { expect, pick, signIn, test } from './support/fixtures';

const box = async (locator: Locator) =>
  (await locator.boundingBox()) ?? { x: Number.NaN, y: Number.NaN, width: 0, height: 0 };

/**
 * Where pieces of an element's text are drawn: the left edge of each, in pixels (the first
 * place it occurs, or the last one with `last`).
 */
function leftEdges(locator: Locator, pieces: { text: string; last?: boolean }[]) {
  return locator.evaluate((element, wanted) => {
    const texts: Text[] = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node as Text);
    return wanted.map(({ text, last }) => {
      for (const node of last ? [...texts].reverse() : texts) {
        const content = node.textContent ?? '';
        const at = last ? content.lastIndexOf(text) : content.indexOf(text);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + text.length);
        return range.getBoundingClientRect().left;
      }
      return Number.NaN;
    });
  }, pieces);
}

/** The pieces are drawn left to right, in this order. */
async function expectSeenInOrder(
  locator: Locator,
  pieces: (string | { text: string; last?: boolean })[],
) {
  const lefts = await leftEdges(
    locator,
    pieces.map((piece) => (typeof piece === 'string' ? { text: piece } : piece)),
  );
  for (const left of lefts) expect(left).not.toBeNaN();
  expect(lefts, JSON.stringify(pieces)).toEqual([...lefts].sort((a, b) => a - b));
}

/**
 * The elements inside whose content runs past their width and shows there or scrolls (text cut
 * on purpose, with an ellipsis, hides its overflow; a 1-pixel box is for screen readers only).
 */
const sideways = (locator: Locator) =>
  locator.evaluate((root) =>
    [root, ...root.querySelectorAll('*')]
      .filter(
        (element) =>
          element.clientWidth > 1 &&
          element.scrollWidth > element.clientWidth + 1 &&
          !['hidden', 'clip'].includes(getComputedStyle(element).overflowX),
      )
      .map((element) => `${element.tagName}.${element.className}`),
  );

test.describe('right to left', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    await signIn(page, 'admin');
  });

  test('text written left to right keeps its order, on the page’s side', async ({ page }) => {
    await page.goto('/apps/invoice/list');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    // The page's description: the full stop stays at the end of its sentence…
    const description = page.getByText(/^Search, filter and sort every invoice/);
    await expect(description).toBeVisible();
    await expectSeenInOrder(description, [
      'Search',
      'filter',
      'print one',
      { text: '.', last: true },
    ]);
    // …and the line still starts on the right, as the page does.
    const header = page.locator('.page-header > div').first();
    const [end] = await leftEdges(description, [{ text: '.', last: true }]);
    const headerBox = (await header.boundingBox()) ?? { x: 0, width: 0 };
    expect(headerBox.x + headerBox.width - end).toBeLessThan(12);

    // The search box: an English placeholder reads from its start, not cut there.
    const search = page.getByRole('textbox', { name: 'Search invoices' });
    const direction = () => search.evaluate((input) => getComputedStyle(input).direction);
    expect(await direction()).toBe('ltr');
    await search.fill('שלום');
    expect(await direction()).toBe('rtl');
    await search.fill('');

    // An invoice: its title and its client's street address read left to right.
    await page.goto('/apps/invoice/preview/5050');
    const document = page.getByRole('document', { name: 'Invoice #5050' });
    const heading = document.getByRole('heading', { name: 'Invoice #5050' });
    await expect(heading).toBeVisible();
    await expectSeenInOrder(heading, ['Invoice', '#5050']);
    const address = document.getByText(/^\d+ \w+ \w+$/);
    const [number, street] = ((await address.textContent()) ?? '').split(' ');
    await expectSeenInOrder(address, [number, street]);
    // Its block still sits on the right of its column.
    const column = (await address.locator('xpath=..').boundingBox()) ?? { x: 0, width: 0 };
    const [addressEnd] = await leftEdges(address, [{ text: street }]);
    expect(addressEnd).toBeGreaterThan(column.x + column.width / 2);
  });
});

test.describe('long text', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin'));

  test('a 300-character address stays inside the To box, and its message inside the composer', async ({
    page,
  }) => {
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const to = page.getByRole('combobox', { name: 'To' });
    await expect(to).toBeFocused();
    const address = `${'a'.repeat(288)}@example.com`;
    await to.fill(address);
    await to.press('Enter');
    const composer = page.locator('.email-composer');
    const chip = composer.locator('.email-composer__chip');
    await expect(chip).toHaveCount(1);
    // The whole address is one hover away; the chip shows what fits.
    await expect(chip.locator('bdi')).toHaveAttribute('title', address);
    const field = await box(composer.locator('.ant-select').first());
    const drawn = await box(chip);
    expect(drawn.x).toBeGreaterThanOrEqual(field.x - 1);
    expect(drawn.x + drawn.width).toBeLessThanOrEqual(field.x + field.width + 1);
    // Its remove button stays in view.
    const remove = await box(page.getByRole('button', { name: /^Remove a+/ }));
    expect(remove.x + remove.width).toBeLessThanOrEqual(field.x + field.width + 1);
    // The message naming it wraps inside the composer.
    const message = composer.locator('.ant-form-item-explain-error').first();
    await expect(message).toBeVisible();
    const panel = await box(composer);
    const said = await box(message);
    expect(said.x + said.width).toBeLessThanOrEqual(panel.x + panel.width + 1);
    expect(
      await composer.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
  });

  test('a mail with an unbroken 120-character subject and a 300-character word reads without scrolling sideways', async ({
    page,
  }) => {
    await page.goto('/apps/email');
    await page.getByRole('button', { name: 'Compose' }).click();
    const composer = page.getByRole('region', { name: 'New message' });
    const to = composer.getByRole('combobox', { name: 'To' });
    await to.fill('mara.quill@copperlabs.example');
    await to.press('Enter');
    const subject = `S${Date.now().toString(36)}${'s'.repeat(100)}`;
    await composer.getByRole('textbox', { name: 'Subject' }).fill(subject);
    await page.getByRole('textbox', { name: 'Message' }).click();
    await page.keyboard.insertText('w'.repeat(300));
    await page
      .getByRole('region', { name: subject })
      .getByRole('button', { name: /Send$/ })
      .click();
    await expect(page.getByText('Your mail was sent.')).toBeVisible();

    await page.getByRole('link', { name: /^Sent/ }).click();
    const row = page.locator('.email-row').filter({ hasText: subject });
    await expect(row).toBeVisible();
    await row.locator('.email-row__open').click();
    await expect(page.locator('.email-body')).toContainText('w'.repeat(300));
    // Nothing in the mail scrolls sideways: the subject and the word wrap.
    expect(await sideways(page.locator('.email-app'))).toEqual([]);
    // Nor in the list, where the subject is cut.
    await page.getByRole('button', { name: 'Back to the list' }).click();
    await expect(row).toBeVisible();
    expect(await sideways(page.locator('.email-app'))).toEqual([]);
  });

  test('a user with an unbroken 80-character name keeps the list inside its table', async ({
    page,
  }) => {
    await page.goto('/apps/user/list');
    const stamp = Date.now().toString(36);
    const name = `N${stamp}${'n'.repeat(79 - stamp.length)}`;
    await page.getByRole('button', { name: 'Add new user' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add a new user' });
    await drawer.getByLabel('Full name').fill(name);
    await drawer.getByLabel('Username').fill(`long.${stamp}`);
    await drawer.getByLabel('Email').fill(`long.${stamp}@example.com`);
    await drawer.getByLabel('Contact').fill('+1 (555) 010-2030');
    await drawer.getByLabel('Country').fill('Iceland');
    const option = (title: string) =>
      page.locator('.ant-select-dropdown:visible').getByTitle(title, { exact: true });
    await pick(page, drawer.getByLabel('Role'), option('Editor'));
    await pick(page, drawer.getByLabel('Plan'), option('Team'));
    await drawer.getByRole('button', { name: 'Add user' }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole('textbox', { name: 'Search users' }).fill(stamp);
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
    // The name is cut; the role, plan and status columns stay in view.
    expect(await sideways(page.locator('#main-content .ant-table'))).toEqual([]);
  });

  test('an unbroken permission name and API key name keep their tables inside', async ({
    page,
  }) => {
    const stamp = Date.now().toString(36);
    const longWord = (length: number) => `L${stamp}${'l'.repeat(length - 1 - stamp.length)}`;

    await page.goto('/apps/permissions');
    const permission = longWord(60);
    await page.getByRole('button', { name: 'Add permission' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add new permission' });
    await addDialog.getByLabel('Permission name').fill(permission);
    await addDialog.getByRole('button', { name: 'Create permission' }).click();
    await expect(addDialog).toBeHidden();
    await expect(page.getByRole('row', { name: new RegExp(stamp) })).toBeVisible();
    expect(await sideways(page.locator('#main-content .ant-table'))).toEqual([]);

    await page.goto('/pages/api-key');
    const key = longWord(40);
    await page.getByRole('textbox', { name: 'Key name' }).fill(key);
    await page.getByRole('button', { name: 'Create key' }).click();
    const created = page.getByRole('dialog', { name: `Your new key: ${key}` });
    expect(await sideways(created)).toEqual([]);
    await created.getByRole('button', { name: 'Done' }).click();
    await expect(created).toBeHidden();
    const table = page.getByRole('table', { name: 'Your API keys' });
    await expect(table.getByRole('row', { name: new RegExp(stamp) })).toBeVisible();
    expect(await sideways(page.locator('#main-content .ant-table'))).toEqual([]);
  });
});
