import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectPagesFitPhoneDarkRtl,
  inOrder,
  signIn,
  test,
} from './support/fixtures';

const rowsOf = (page: Page, name: string) =>
  page.getByRole('table', { name, exact: true }).locator('tbody tr[data-row-key]');

/** A table cell's text as numbers: '$123,400' → 123400. */
const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));

test.describe('tables', () => {
  test('the advanced table: search, sort by salary, then a salary range', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/datatables/advanced');
    await expect(
      page.getByRole('heading', { name: 'Advanced data table', level: 1 }),
    ).toBeVisible();
    const rows = rowsOf(page, 'Employees, with filters');
    await expect(rows.first()).toBeVisible();
    await expectAccessible(page);

    // Search: every row shown holds the text somewhere.
    await page.getByRole('textbox', { name: 'Search employees' }).fill('engineer');
    await expect(page).toHaveURL(/q=engineer/);
    await expect(rows.first()).toContainText('Engineer');
    await expect
      .poll(async () => (await rows.allInnerTexts()).every((text) => /engineer/i.test(text)))
      .toBe(true);

    // Sort by salary, highest first: the column's values come down.
    const header = page.locator('.ant-table-thead').getByText('Salary', { exact: true });
    const salaries = async () =>
      (await rows.locator('td:nth-child(6)').allInnerTexts()).map(amount);
    const salariesSorted = async (direction: 1 | -1) =>
      inOrder(await salaries(), (a, b) => direction * (a - b));
    // One click at a time, each once its rows show: while the table loads, its spinner's mask
    // takes no clicks, and a second click sent then is lost.
    await header.click();
    await expect(page).toHaveURL(/sortColumn=salary/);
    await expect.poll(() => salariesSorted(1)).toBe(true);
    await header.click();
    await expect(page).toHaveURL(/sort=desc/);
    await expect.poll(() => salariesSorted(-1)).toBe(true);

    // Then a salary range: every row is inside it, still searched and sorted.
    await page.getByLabel('Salary from').fill('60000');
    await page.getByLabel('Salary to').fill('100000');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/salaryMin=60000/);
    await expect(page).toHaveURL(/salaryMax=100000/);
    await expect
      .poll(async () => {
        const shown = await salaries();
        return (
          shown.length > 0 &&
          shown.every((value) => value >= 60000 && value <= 100000) &&
          shown.every((value, i) => i === 0 || shown[i - 1] >= value)
        );
      })
      .toBe(true);
    await expect(page).toHaveURL(/q=engineer/);
    await expectAccessible(page);

    // An inline edit, saved and shown.
    const firstName = (await rows.first().locator('td').first().innerText()).trim();
    await rows
      .first()
      .getByRole('button', { name: `Edit the City of ${firstName}` })
      .click();
    const city = page.getByLabel(`City of ${firstName}`);
    await city.fill('Portmere');
    await page.getByRole('button', { name: 'Save the City' }).click();
    await expect(page.getByText(`The City of ${firstName} was saved.`)).toBeVisible();
    await expect(rows.first()).toContainText('Portmere');
  });

  test('the basic table exports just the rows picked as CSV', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/datatables/basic');
    const rows = rowsOf(page, 'Employees');
    await expect(rows.first()).toBeVisible();
    await expectAccessible(page);

    const picked: string[] = [];
    for (const index of [0, 2, 5]) {
      const row = rows.nth(index);
      picked.push((await row.getAttribute('data-row-key')) as string);
      await row.getByRole('checkbox').check();
    }
    await expect(page.getByText('3 selected')).toBeVisible();

    // A row opens on its details.
    await rows.first().getByRole('button', { name: 'Expand row' }).click();
    await expect(page.locator('.employee-details').first()).toBeVisible();
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('employees.csv');
    const csv = (await readFile((await download.path()) as string, 'utf8')).replace(/^\uFEFF/, '');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('ID,Name,Post,Email,City,Start date,Salary,Age,Experience,Status');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(picked);
    await expect(page.getByText('3 employees exported.')).toBeVisible();
  });

  test('the virtual table scrolls to row 10,000', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/virtual');
    const body = page.getByRole('region', { name: '10,000 rows' });
    await expect(body).toBeVisible();
    await expect(body.getByText('1', { exact: true })).toBeVisible();
    await expectAccessible(page);
    // From the keyboard: the body is a focusable region; Page Down moves a screen, End goes to
    // the last row and Home back to the first.
    await body.focus();
    await page.keyboard.press('PageDown');
    await expect(body.getByText('1', { exact: true })).toBeHidden();
    await expect(body.getByText('12', { exact: true })).toBeVisible();
    await page.keyboard.press('End');
    await expect(body.getByText('10,000', { exact: true })).toBeVisible();
    await expect(body.getByText('9,995', { exact: true })).toBeVisible();
    await page.keyboard.press('Home');
    await expect(body.getByText('1', { exact: true })).toBeVisible();
  });

  test('the table styles page is accessible', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/tables/basic');
    await expect(page.getByRole('heading', { name: 'Table styles', level: 1 })).toBeVisible();
    await page.getByText('Small', { exact: true }).click();
    await expectAccessible(page);
  });

  test('on a phone in the dark skin right to left, every table page keeps to the screen and passes axe', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await expectPagesFitPhoneDarkRtl(
      page,
      [
        ['/tables/datatables/basic', 'Data table'],
        ['/tables/datatables/advanced', 'Advanced data table'],
        ['/tables/basic', 'Table styles'],
        ['/tables/virtual', 'Virtual table'],
      ],
      (page) => expect(page.locator('.ant-table-row').first()).toBeVisible(),
    );
  });

  test('a client account gets the not-authorized page', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/tables/datatables/advanced');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });
});
