import type { Page } from '@playwright/test';
import { expect, expectAccessible, pick, settled, signIn, test } from './support/fixtures';

const rows = (page: Page) => page.getByTestId('task-row');
const titles = (page: Page) => rows(page).locator('.todo-row__title').allTextContents();
const rowOf = (page: Page, title: string) => rows(page).filter({ hasText: title });

async function openBoard(page: Page, path = '/apps/todo') {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
  await settled(page);
}

test.describe('todo', () => {
  test('adds a task, tags it, stars and ticks it, finds it, deletes and restores it', async ({
    page,
  }) => {
    // Many steps and several axe runs: more time on a busy machine, not a fixed wait.
    test.slow();
    await signIn(page, 'admin');
    await openBoard(page);
    await expectAccessible(page);

    // Add, with a tag: the drawer, then the new task on top of the list.
    await page.getByRole('button', { name: 'Add task' }).click();
    const drawer = page.getByRole('dialog', { name: 'New task' });
    await expect(drawer.getByRole('textbox', { name: 'Description' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await drawer.getByRole('textbox', { name: 'Title' }).fill('Zephyr launch plan');
    await pick(page, drawer.getByLabel('Tags'), page.getByTitle('High', { exact: true }));
    await drawer.getByRole('textbox', { name: 'Description' }).click();
    await page.keyboard.type('First the venue, then the guests.');
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('“Zephyr launch plan” added.')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect.poll(() => titles(page).then((all) => all[0])).toBe('Zephyr launch plan');
    const row = rowOf(page, 'Zephyr launch plan');
    await expect(row.getByText('High')).toBeVisible();

    // Important and completed, from the row: shown at once, and kept by the server.
    await row.getByRole('button', { name: 'Important: Zephyr launch plan' }).click();
    await expect(
      row.getByRole('button', { name: 'Important: Zephyr launch plan' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await row.getByRole('checkbox', { name: 'Completed: Zephyr launch plan' }).check();
    await page.getByRole('link', { name: 'Important' }).click();
    await expect(rowOf(page, 'Zephyr launch plan')).toBeVisible();
    await page.getByRole('link', { name: 'Completed' }).click();
    await expect(rowOf(page, 'Zephyr launch plan')).toBeVisible();
    await page.getByRole('link', { name: 'High' }).click();
    await expect(rowOf(page, 'Zephyr launch plan')).toBeVisible();
    await expectAccessible(page);

    // Search: the list narrows, and the URL keeps it.
    await page.getByRole('link', { name: 'All tasks' }).click();
    // The view's list is drawn anew: type once it is there.
    await expect(page.getByRole('link', { name: 'All tasks' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(rowOf(page, 'Zephyr launch plan')).toBeVisible();
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('zephyr');
    await expect(page).toHaveURL(/[?&]q=zephyr/);
    await expect.poll(() => titles(page)).toEqual(['Zephyr launch plan']);

    // Delete it from its drawer: gone from the list, present under Deleted.
    await rowOf(page, 'Zephyr launch plan').locator('.todo-row__open').click();
    const editor = page.getByRole('dialog', { name: 'Edit task' });
    await expect(editor.getByRole('textbox', { name: 'Description' })).toContainText(
      'First the venue',
    );
    await editor.getByRole('button', { name: /Delete$/ }).click();
    await expect(page.getByText('“Zephyr launch plan” moved to Deleted.')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(page.getByText('No task matches “zephyr”.')).toBeVisible();
    await page.getByRole('link', { name: 'Deleted' }).click();
    await expect(page).toHaveURL(/\/apps\/todo\/deleted/);
    await page.getByRole('textbox', { name: 'Search tasks' }).fill('');
    await expect(rowOf(page, 'Zephyr launch plan')).toBeVisible();
    await expectAccessible(page);

    // Restore it: back in every task.
    await rowOf(page, 'Zephyr launch plan')
      .getByRole('button', { name: 'Restore Zephyr launch plan' })
      .click();
    await expect(page.getByText('“Zephyr launch plan” restored.')).toBeVisible();
    await expect(rowOf(page, 'Zephyr launch plan')).toHaveCount(0);
    await page.getByRole('link', { name: 'All tasks' }).click();
    await expect(rowOf(page, 'Zephyr launch plan')).toBeVisible();
  });

  test('reorders two tasks by dragging, and by keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await openBoard(page);
    const [first, second] = await titles(page);

    // The mouse: the first task's handle dropped below the second task.
    const handle = rowOf(page, first).getByRole('button', { name: `Move ${first}` });
    const target = rowOf(page, second);
    const from = await handle.boundingBox();
    const to = await target.boundingBox();
    if (!from || !to) throw new Error('the rows are on screen');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + to.height * 0.8, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => titles(page).then((all) => all.slice(0, 2))).toEqual([second, first]);
    // The server kept it: another view's answer, then this one again, show the new order.
    await page.getByRole('link', { name: 'Important' }).click();
    await page.getByRole('link', { name: 'All tasks' }).click();
    await expect.poll(() => titles(page).then((all) => all.slice(0, 2))).toEqual([second, first]);

    // The keyboard: Space picks the task up, an arrow moves it, Space drops it. Space is pressed
    // once the switch of views has ended and the handle holds the focus, as a user sees it: on a
    // busy machine, a Space pressed sooner once picked nothing up.
    await settled(page);
    const secondHandle = rowOf(page, second).getByRole('button', { name: `Move ${second}` });
    await secondHandle.focus();
    await expect(secondHandle).toBeFocused();
    // Each key once the list has said where the task is (what a screen reader hears).
    await page.keyboard.press('Space');
    await expect(page.getByText(`${second} is now at place 1.`)).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByText(`${second} is now at place 2.`)).toBeAttached();
    await page.keyboard.press('Space');
    await expect.poll(() => titles(page).then((all) => all.slice(0, 2))).toEqual([first, second]);
  });

  test('in the dark skin the board and a task are accessible, and right to left too', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.addInitScript(() => localStorage.setItem('skin', JSON.stringify('dark')));
    await openBoard(page);
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expectAccessible(page);
    await rows(page).first().locator('.todo-row__open').click();
    await expect(
      page.getByRole('dialog', { name: 'Edit task' }).getByRole('textbox', { name: 'Description' }),
    ).toBeVisible();
    await settled(page);
    await expectAccessible(page);

    await page.addInitScript(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    await openBoard(page, '/apps/todo/tag/team');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
  });

  test('a client account gets the not-authorized page', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/todo');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });
});
