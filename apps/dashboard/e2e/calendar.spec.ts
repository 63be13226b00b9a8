import type { Locator, Page } from '@playwright/test';
import {
  configureFakeServer,
  expect,
  expectAccessible,
  expectDarkRtl,
  pick,
  preferDarkRtl,
  settled,
  signIn,
  test,
} from './support/fixtures';

/** A day of the current month, as FullCalendar's cells name it ('YYYY-MM-DD'). */
function dayThisMonth(day: number): string {
  const today = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(day)}`;
}

const mainCalendar = (page: Page) => page.locator('.calendar-main');
const dayCell = (page: Page, day: string) =>
  mainCalendar(page).locator(`td.fc-daygrid-day[data-date="${day}"]`);

/** Drags with the mouse, in small steps, as FullCalendar wants to see a drag. */
async function drag(page: Page, from: Locator, to: Locator): Promise<void> {
  const source = await from.boundingBox();
  const target = await to.boundingBox();
  if (!source || !target) throw new Error('drag: nothing to drag from or to');
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 12 });
  await page.mouse.up();
}

/** Of these days of the current month, the one showing the fewest events (a day shows what fits). */
async function quietestDay(page: Page, days: number[]): Promise<string> {
  const counts = await Promise.all(
    days.map(async (day) => ({
      day: dayThisMonth(day),
      count: await dayCell(page, dayThisMonth(day)).locator('.calendar-event').count(),
    })),
  );
  return counts.reduce((best, next) => (next.count < best.count ? next : best)).day;
}

async function openCalendar(page: Page, path = '/apps/calendar'): Promise<void> {
  await page.goto(path);
  await expect(mainCalendar(page).locator('.calendar-event').first()).toBeVisible();
  await settled(page);
}

test.describe('calendar', () => {
  test('adds an event on a day, edits it, drags it to another day (kept on reload), filters, switches views and deletes it', async ({
    page,
  }) => {
    // Many steps, two reloads and two axe runs: more time on a busy machine, not a fixed wait.
    test.slow();
    await signIn(page, 'admin');
    await openCalendar(page);
    await expectAccessible(page);

    // Add: a click on a day opens the drawer on that day.
    const first = await quietestDay(page, [8, 9, 10, 11, 12, 13, 14]);
    await dayCell(page, first).locator('.fc-daygrid-day-top').click();
    const drawer = page.getByRole('dialog', { name: 'Add event' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByLabel('First day')).toHaveValue(first);
    await settled(page);
    await expectAccessible(page);
    await drawer.getByLabel('Title').fill('Journey review');
    await pick(
      page,
      drawer.getByLabel('Calendar'),
      page.locator('.ant-select-item-option[title="Family"]'),
    );
    await drawer.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText('Journey review was added.')).toBeVisible();
    await expect(drawer).toBeHidden();
    const added = dayCell(page, first).getByText('Journey review');
    await expect(added).toBeVisible();
    await expect(dayCell(page, first).locator('.calendar-event--family')).toContainText(
      'Journey review',
    );

    // Edit it in the drawer.
    await added.click();
    const editor = page.getByRole('dialog', { name: 'Update event' });
    await expect(editor.getByLabel('Title')).toHaveValue('Journey review');
    await editor.getByLabel('Title').fill('Journey retro');
    await editor.getByLabel('Location').fill('Room 4B');
    await editor.getByRole('button', { name: 'Update', exact: true }).click();
    await expect(page.getByText('Journey retro was updated.')).toBeVisible();
    await expect(editor).toBeHidden();
    const edited = dayCell(page, first).getByText('Journey retro');
    await expect(edited).toBeVisible();

    // Drag it to another day; a reload shows it there.
    const second = await quietestDay(page, [22, 23, 24, 25, 26, 27, 28]);
    await settled(page);
    await drag(page, edited, dayCell(page, second));
    await expect(page.getByText('Journey retro was moved.')).toBeVisible();
    await expect(dayCell(page, second).getByText('Journey retro')).toBeVisible();
    await page.reload();
    await expect(dayCell(page, second).getByText('Journey retro')).toBeVisible();
    await expect(dayCell(page, first).getByText('Journey retro')).toHaveCount(0);
    await settled(page);

    // Filter its category off, then View all brings every category back.
    // The checkboxes follow the address: a click changes it, then they show it.
    const family = page.getByRole('checkbox', { name: 'Family' });
    await family.click();
    await expect(family).not.toBeChecked();
    await expect(page).toHaveURL(/calendars=Personal%2CBusiness%2CHoliday%2CETC/);
    await expect(mainCalendar(page).getByText('Journey retro')).toHaveCount(0);
    await expect(mainCalendar(page).locator('.calendar-event--family')).toHaveCount(0);
    const viewAll = page.getByRole('checkbox', { name: 'View all' });
    // View all, partly checked, checks every category.
    await viewAll.click();
    await expect(viewAll).toBeChecked();
    await expect(page).not.toHaveURL(/calendars=/);
    await expect(dayCell(page, second).getByText('Journey retro')).toBeVisible();

    // The week and list views.
    const views = mainCalendar(page).locator('.ant-segmented');
    await views.getByText('Week', { exact: true }).click();
    await expect(views.getByRole('radio', { name: 'Week' })).toBeChecked();
    await expect(page).toHaveURL(/view=timeGridWeek/);
    await expect(mainCalendar(page).locator('.fc-timegrid')).toBeVisible();
    await views.getByText('List', { exact: true }).click();
    await expect(page).toHaveURL(/view=listMonth/);
    const listed = mainCalendar(page).locator('.fc-list').getByText('Journey retro');
    await expect(listed).toBeVisible();

    // Delete it, once confirmed.
    await listed.click();
    const last = page.getByRole('dialog', { name: 'Update event' });
    await last.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Journey retro?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Journey retro was deleted.')).toBeVisible();
    await expect(mainCalendar(page).getByText('Journey retro')).toHaveCount(0);
    await page.reload();
    await expect(mainCalendar(page).locator('.fc-list')).toBeVisible();
    await expect(mainCalendar(page).getByText('Journey retro')).toHaveCount(0);
  });

  test('a move the server refuses puts the event back and says why', async ({ page }) => {
    await configureFakeServer(page, { failOnce: ['/apps/calendar/update-event'] });
    await signIn(page, 'admin');
    await openCalendar(page);
    const event = mainCalendar(page).locator('td.fc-daygrid-day .calendar-event').first();
    const title = (await event.locator('.fc-event-title').textContent()) ?? '';
    const from = await event.evaluate(
      (node) => node.closest('td.fc-daygrid-day')?.getAttribute('data-date') ?? '',
    );
    const to = from.endsWith('-20') ? dayThisMonth(21) : dayThisMonth(20);
    const before = await dayCell(page, from).getByText(title, { exact: true }).count();
    const there = await dayCell(page, to).getByText(title, { exact: true }).count();
    await drag(page, event, dayCell(page, to));
    await expect(
      page.getByText('The server had a problem. Please try again in a moment.'),
    ).toBeVisible();
    await expect(dayCell(page, from).getByText(title, { exact: true })).toHaveCount(before);
    await expect(dayCell(page, to).getByText(title, { exact: true })).toHaveCount(there);
  });

  test('in the dark skin and right to left, the month and the drawer are accessible', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await preferDarkRtl(page);
    await openCalendar(page);
    await expectDarkRtl(page);
    await expect(mainCalendar(page).locator('.fc')).toHaveClass(/fc-direction-rtl/);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add event' }).click();
    await expect(page.getByRole('dialog', { name: 'Add event' })).toBeVisible();
    await settled(page);
    await expectAccessible(page);
  });

  test('a client account gets the not-authorized page', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/calendar');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });
});
