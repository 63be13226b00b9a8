import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, inOrder, phone, pick, signIn, test } from './support/fixtures';

const invoicesTable = (page: Page) => page.getByRole('table', { name: 'Invoices' });
const rows = (page: Page) => invoicesTable(page).locator('tbody tr[data-row-key]');
const rowIds = async (page: Page) =>
  (await rows(page).evaluateAll((all) => all.map((row) => row.getAttribute('data-row-key')))).map(
    Number,
  );

/** '$1,204.50' or '-$80.00' → the number; "Paid" (a zero balance) → 0. */
const amountOf = (text: string) =>
  text.trim() === 'Paid' ? 0 : Number(text.replace(/[^\d.-]/g, ''));

/** "Showing 1 to 10 of 50 entries" → 50. */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/Showing \d+ to \d+ of \d+ entries/).textContent();
  return Number(/of (\d+) entries/.exec(text ?? '')?.[1]);
}

/** The cells of one column (by its header's text), top to bottom. */
async function columnTexts(page: Page, title: string): Promise<string[]> {
  const headers = await invoicesTable(page).locator('thead th').allTextContents();
  const index = headers.findIndex((text) => text.trim() === title);
  return rows(page)
    .locator(`td:nth-child(${index + 1})`)
    .allTextContents();
}

async function pickFirstOption(page: Page, select: Locator) {
  const options = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
  await pick(page, select, options.first());
}

async function fillLine(page: Page, number: number, item: string, cost: string, quantity: string) {
  await page.getByRole('textbox', { name: `Line ${number}: Item` }).fill(item);
  await page.getByRole('textbox', { name: `Line ${number}: Cost` }).fill(cost);
  await page.getByRole('textbox', { name: `Line ${number}: Qty` }).fill(quantity);
}

test.describe('invoices', () => {
  test.beforeEach(async ({ page }) => {
    // The print page calls the browser's print dialog: count the calls instead.
    await page.addInitScript(() => {
      const counted = window as unknown as { printCalls: number };
      counted.printCalls = 0;
      window.print = () => {
        counted.printCalls += 1;
      };
    });
    await signIn(page, 'admin');
  });

  test('filter, search and sort the list', { tag: '@any-backend' }, async ({ page }) => {
    await page.goto('/apps/invoice/list');
    await expect(rows(page)).toHaveCount(10);
    await expectAccessible(page);
    const everyone = await shownTotal(page);
    expect(everyone).toBeGreaterThanOrEqual(50);

    // Filter: every row's status icon says Past due.
    await pick(
      page,
      page.getByRole('combobox', { name: 'Status' }),
      page.locator('.ant-select-dropdown:visible').getByTitle(/^Past due/),
    );
    await expect(page).toHaveURL(/[?&]status=Past(\+|%20)Due/);
    await expect.poll(() => shownTotal(page)).toBeLessThan(everyone);
    const statuses = await rows(page)
      .getByRole('img', { name: /^[A-Z]/ })
      .evaluateAll((icons) =>
        icons.map((icon) => icon.getAttribute('aria-label')).filter((name) => name !== null),
      );
    expect(new Set(statuses.filter((name) => /due|paid|sent|draft|payment/i.test(name)))).toEqual(
      new Set(['Past due']),
    );
    const filter = page.locator('.filter-select').filter({ hasText: 'Status' });
    await filter.locator('.ant-select').hover();
    await filter.locator('.ant-select-clear').click();
    await expect.poll(() => shownTotal(page)).toBe(everyone);

    // Search by a client's email: only that client's invoices.
    const email = (await rows(page).first().locator('bdi').nth(1).textContent()) ?? '';
    expect(email).toContain('@');
    await page.getByRole('textbox', { name: 'Search invoices' }).fill(email);
    await expect(page).toHaveURL(/[?&]q=/);
    await expect.poll(() => shownTotal(page)).toBeLessThan(everyone);
    for (const text of await rows(page).allTextContents()) expect(text).toContain(email);

    // "paid": nothing left to pay on any row.
    await page.getByRole('textbox', { name: 'Search invoices' }).fill('paid');
    await expect(page).toHaveURL(/[?&]q=paid/);
    await expect
      .poll(async () => (await columnTexts(page, 'Balance')).every((t) => t === 'Paid'))
      .toBe(true);
    await page.getByRole('textbox', { name: 'Search invoices' }).fill('');
    await expect.poll(() => shownTotal(page)).toBe(everyone);

    // Sort by balance: money as numbers, negative first.
    await invoicesTable(page).getByRole('columnheader', { name: 'Balance' }).click();
    await expect(page).toHaveURL(/sortColumn=balance&sort=asc/);
    await expect
      .poll(async () => {
        const balances = (await columnTexts(page, 'Balance')).map(amountOf);
        return inOrder(balances, (a, b) => a - b) && balances[0] < 0;
      })
      .toBe(true);
    // And by total, highest first.
    const totalHeader = invoicesTable(page).getByRole('columnheader', { name: 'Total' });
    const totalsSorted = async (direction: 1 | -1) =>
      inOrder((await columnTexts(page, 'Total')).map(amountOf), (a, b) => direction * (a - b));
    // One click at a time, each once its rows show: while the table loads, its spinner's mask
    // takes no clicks, and a second click sent then is lost.
    await totalHeader.click();
    await expect(page).toHaveURL(/sortColumn=total&sort=asc/);
    await expect.poll(() => totalsSorted(1)).toBe(true);
    await totalHeader.click();
    await expect(page).toHaveURL(/sortColumn=total(?!.*sort=asc)/);
    await expect.poll(() => totalsSorted(-1)).toBe(true);
  });

  test('on a phone, the row actions fold into one menu and the invoices keep the width', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/apps/invoice/list');
    const row = rows(page).first();
    const more = row.getByRole('button', { name: 'More actions' });
    await expect(more).toBeVisible();
    await expect(row.getByRole('button', { name: /^Delete invoice/ })).toBeHidden();
    const table = await invoicesTable(page).boundingBox();
    const actions = await row.locator('td').last().boundingBox();
    expect(actions?.width ?? Infinity).toBeLessThan((table?.width ?? 0) / 5);
    // Nothing floats over the content's edge: the navbar's cog opens the customizer.
    await expect(page.getByTestId('customizer-cog')).toBeHidden();
    await expect(page.getByTestId('customizer-open')).toBeVisible();

    await more.click();
    const menu = page.getByRole('group', { name: 'Actions' });
    const send = menu.getByRole('button', { name: /^Send invoice/ });
    await expect(send).toBeFocused();
    await expectAccessible(page);
    await menu.getByRole('link', { name: /^Preview invoice/ }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
  });

  test('a long unbroken description wraps: the amounts stay on the page', async ({ page }) => {
    const word = 'x'.repeat(200);
    await page.goto('/apps/invoice/edit/5001');
    await page.getByRole('textbox', { name: 'Line 1: Description' }).fill(word);
    await page.getByRole('button', { name: 'Save and preview' }).click();
    await expect(page).toHaveURL(/\/apps\/invoice\/preview\/5001$/);
    // The preview, then the print page through its link.
    for (const path of ['/apps/invoice/preview/5001', '/apps/invoice/print/5001']) {
      if (!page.url().endsWith(path)) await page.getByRole('link', { name: 'Print' }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      const invoiceDocument = page.getByRole('document', { name: 'Invoice #5001' });
      await expect(invoiceDocument, path).toContainText(word);
      // Nothing in the document scrolls sideways: the amounts are in view.
      const scrolling = await invoiceDocument.evaluate(
        (node) =>
          [node, ...node.querySelectorAll('*')].filter(
            // (A 1-pixel box is text for screen readers only.)
            (element) => element.clientWidth > 1 && element.scrollWidth > element.clientWidth + 1,
          ).length,
      );
      expect(scrolling, path).toBe(0);
    }
  });

  test(
    'add, edit, pay, preview, print, download and delete an invoice',
    { tag: '@any-backend' },
    async ({ page }) => {
      // One journey through six screens, each scanned by axe: longer than a usual test.
      test.slow();
      const scripts: string[] = [];
      page.on('response', (response) => scripts.push(new URL(response.url()).pathname));
      /** The PDF maker's own chunk (src/pdf/invoicePdf.ts, loaded by the download button). */
      const pdfScripts = () => scripts.filter((path) => /\/invoicePdf-[^/]+\.js$/.test(path));
      /** The fonts the PDF embeds, fetched when a PDF is made (src/pdf/fontFiles.ts). */
      const pdfFonts = () =>
        scripts.filter((path) => /\/noto-(sans|emoji)-[^/]+\.woff$/.test(path));
      await page.goto('/apps/invoice/list');
      await page.getByRole('link', { name: 'New invoice' }).click();
      await expect(page).toHaveURL(/\/apps\/invoice\/add$/);
      await expect(page.getByRole('group', { name: 'Line 1' })).toBeVisible();
      await expectAccessible(page);

      await pickFirstOption(page, page.getByRole('combobox', { name: 'Client' }));
      await page.getByLabel('Date issued').fill('2026-11-02');
      await page.getByLabel('Date due').fill('2026-11-30');
      await fillLine(page, 1, 'Logo refresh', '450', '1');
      await page.getByRole('button', { name: 'Add item' }).click();
      await fillLine(page, 2, 'Printing run', '12.50', '3');
      await page.getByRole('button', { name: 'Add item' }).click();
      await fillLine(page, 3, 'Support 🙂', '99.99', '2');
      await page.getByRole('textbox', { name: 'Tax (%)' }).fill('20');
      // 450 + 37.50 + 199.98 = 687.48, +20 % tax = 824.98.
      await expect(page.getByTestId('live-total')).toHaveText('$824.98');
      await page.getByRole('button', { name: 'Save and preview' }).click();

      await expect(page).toHaveURL(/\/apps\/invoice\/preview\/\d+$/);
      const id = Number(/(\d+)$/.exec(page.url())?.[1]);
      await expect(page.getByTestId('invoice-total')).toHaveText('$824.98');
      const invoiceDocument = page.getByRole('document', { name: `Invoice #${id}` });
      await expect(invoiceDocument).toContainText('Printing run');
      await expectAccessible(page);

      // Edit: two of the first line.
      // The menu has an "Edit" entry too: the preview's own link.
      await page.locator('#main-content').getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/apps/invoice/edit/${id}$`));
      const quantity = page.getByRole('textbox', { name: 'Line 1: Qty' });
      await expect(quantity).toHaveValue('1');
      await expectAccessible(page);
      await quantity.fill('2');
      // 900 + 37.50 + 199.98 = 1,137.48, +20 % = 1,364.98.
      await expect(page.getByTestId('live-total')).toHaveText('$1,364.98');
      await page.getByRole('button', { name: 'Save and preview' }).click();
      await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${id}$`));
      await expect(page.getByTestId('invoice-total')).toHaveText('$1,364.98');

      // A payment: the balance follows at once.
      await page.getByRole('button', { name: 'Add payment' }).click();
      const drawer = page.getByRole('dialog');
      await expect(drawer.getByRole('textbox', { name: 'Payment amount' })).toBeFocused();
      await expectAccessible(page);
      await drawer.getByRole('textbox', { name: 'Payment amount' }).fill('364.98');
      await drawer.getByRole('button', { name: 'Add payment' }).click();
      await expect(page.getByTestId('invoice-balance')).toHaveText('$1,000.00');
      await expect(page.getByTestId('total-due')).toHaveText('$1,000.00');
      await expect(page.getByText('Partial payment', { exact: true })).toBeVisible();

      // Print: a bare page with the document, which calls the print dialog.
      await page.getByRole('link', { name: 'Print' }).click();
      await expect(page).toHaveURL(new RegExp(`/apps/invoice/print/${id}$`));
      await expect(
        page.getByTestId('blank-layout').getByRole('document', { name: `Invoice #${id}` }),
      ).toBeVisible();
      await expect(page.getByRole('navigation')).toHaveCount(0);
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
        .toBe(1);
      await expectAccessible(page);
      await page.goBack();
      await expect(page).toHaveURL(new RegExp(`/apps/invoice/preview/${id}$`));

      // Download: a PDF made in the browser. Until now, no invoice page has fetched its code.
      expect(pdfScripts()).toEqual([]);
      expect(pdfFonts()).toEqual([]);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download PDF' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`invoice-${id}.pdf`);
      const file = await readFile((await download.path()) as string);
      expect(file.subarray(0, 4).toString('latin1')).toBe('%PDF');
      expect(pdfScripts()).toHaveLength(1);
      // Its text is in Noto Sans, embedded: Latin, and the one part of Noto Emoji that has 🙂.
      expect(file.toString('latin1')).toContain('/FontFile2');
      expect(
        pdfFonts()
          .map((path) => /noto-(.+)-normal/.exec(path)?.[1])
          .sort(),
      ).toEqual(['emoji-9-400', 'sans-latin-400', 'sans-latin-700']);

      // Delete, after a confirmation.
      await page.getByRole('link', { name: 'Back to invoices' }).click();
      await page.getByRole('textbox', { name: 'Search invoices' }).fill(String(id));
      await expect.poll(() => rowIds(page)).toContain(id);
      await page.getByRole('button', { name: `Delete invoice #${id}` }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toContainText(`Delete invoice #${id}?`);
      await expectAccessible(page);
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect.poll(() => rowIds(page)).not.toContain(id);
      await page.goto(`/apps/invoice/preview/${id}`);
      await expect(page.getByRole('heading', { name: 'Invoice not found' })).toBeVisible();
      await expectAccessible(page);
    },
  );

  test('in the dark skin, the list, the preview and the form are accessible', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('skin', JSON.stringify('dark')));
    await page.goto('/apps/invoice/list');
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expect(rows(page)).toHaveCount(10);
    await expectAccessible(page);
    const [first] = await rowIds(page);
    await page.goto(`/apps/invoice/preview/${first}`);
    await expect(page.getByRole('document', { name: `Invoice #${first}` })).toBeVisible();
    await expectAccessible(page);
    await page.goto(`/apps/invoice/edit/${first}`);
    await expect(page.getByRole('group', { name: 'Line 1' })).toBeVisible();
    await expectAccessible(page);
  });
});
