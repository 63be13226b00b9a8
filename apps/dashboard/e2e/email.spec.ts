import type { Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test } from './support/fixtures';

const rows = (page: Page) => page.getByTestId('email-row');
const subjects = (page: Page) => rows(page).locator('.email-row__title').allTextContents();
/** What a folder's badge says to screen readers ("3 unread"), as a number; 0 without a badge. */
async function badge(page: Page, folder: 'inbox' | 'spam' | 'draft'): Promise<number> {
  const counter = page.getByTestId(`badge-${folder}`).locator('.sr-only');
  if ((await counter.count()) === 0) return 0;
  return Number(/\d+/.exec((await counter.textContent()) ?? '')?.[0] ?? 0);
}
const search = (page: Page) => page.getByRole('textbox', { name: 'Search mail' });

async function openMailbox(page: Page, path = '/apps/email') {
  await page.goto(path);
  await expect(rows(page).first()).toBeVisible();
}

test.describe('email', () => {
  test.beforeEach(({ page }) => signIn(page, 'admin'));

  test(
    'searches, moves three mails to spam (the badges follow) and labels one',
    { tag: '@any-backend' },
    async ({ page }) => {
      // Many steps and four axe runs: more time on a busy machine, not a fixed wait.
      test.slow();
      await openMailbox(page);
      await expectAccessible(page);
      const everyone = await rows(page).count();

      await search(page).fill('parcel');
      await expect(page).toHaveURL(/[?&]q=parcel/);
      await expect.poll(() => subjects(page)).toEqual(['Your parcel could not be delivered']);
      await search(page).fill('');
      await expect(rows(page)).toHaveCount(everyone);

      const inboxBefore = await badge(page, 'inbox');
      const spamBefore = await badge(page, 'spam');
      // Three unread mails, so that both badges move.
      const unread = page.locator('[data-testid="email-row"].email-row--unread');
      expect(await unread.count()).toBeGreaterThanOrEqual(3);
      const moved: string[] = [];
      for (let index = 0; index < 3; index++) {
        moved.push((await unread.nth(index).locator('.email-row__title').textContent()) ?? '');
        await unread.nth(index).getByRole('checkbox').check();
      }
      const selectAll = page.getByRole('checkbox', { name: 'Select all mails' });
      await expect(page.getByText('3 selected', { exact: true })).toBeVisible();
      expect(
        await selectAll.evaluate(
          (box: HTMLInputElement) =>
            box.indeterminate || box.getAttribute('aria-checked') === 'mixed',
        ),
      ).toBe(true);
      await expectAccessible(page);
      await page.getByRole('button', { name: /Move to$/ }).click();
      await page.getByRole('menuitem', { name: 'Spam' }).click();
      await expect(page.getByText('3 mails updated.')).toBeVisible();
      await expect(rows(page)).toHaveCount(everyone - 3);
      await expect.poll(() => badge(page, 'inbox')).toBe(inboxBefore - 3);
      await expect.poll(() => badge(page, 'spam')).toBe(spamBefore + 3);

      // Label a mail Company: it joins the Company list of the inbox.
      const first = rows(page)
        .filter({ hasNot: page.getByRole('img', { name: 'Company' }) })
        .first();
      const subject = (await first.locator('.email-row__title').textContent()) ?? '';
      await first.getByRole('checkbox').check();
      await page.getByRole('button', { name: /Label$/ }).click();
      await page.getByRole('menuitem', { name: 'Company' }).click();
      await expect(page.getByText('Label Company changed.')).toBeVisible();
      await page.getByRole('link', { name: 'Company' }).click();
      await expect(page).toHaveURL(/\/apps\/email\/label\/company$/);
      // The inbox's rows (the labelled mail among them) stay until the label's list arrives: wait
      // for a list of Company mails only, or axe runs while the page is still changing.
      const notCompany = rows(page).filter({ hasNot: page.getByRole('img', { name: 'Company' }) });
      await expect
        .poll(
          async () => (await subjects(page)).includes(subject) && (await notCompany.count()) === 0,
        )
        .toBe(true);
      await expectAccessible(page);

      // The spam folder holds the three.
      await page.getByRole('link', { name: /^Spam/ }).click();
      await expect(page).toHaveURL(/\/apps\/email\/spam$/);
      // Until the spam list arrives, the page still shows the label's rows (then a skeleton).
      await expect.poll(() => subjects(page)).toEqual(expect.arrayContaining(moved));
    },
  );

  test(
    'walks a mail’s list with next and previous to both ends; a reload reopens it',
    { tag: '@any-backend' },
    async ({ page }) => {
      test.slow();
      await openMailbox(page, '/apps/email/sent');
      const list = await subjects(page);
      expect(list.length).toBeGreaterThan(1);
      await rows(page).first().locator('.email-row__open').click();
      const heading = page.locator('#email-view-subject');
      await expect(heading).toHaveText(list[0]);
      const previous = page.getByRole('button', { name: 'Previous mail' });
      const next = page.getByRole('button', { name: 'Next mail' });
      await expect(previous).toBeDisabled();
      await expect(next).toBeEnabled();
      await expectAccessible(page);

      for (const subject of list.slice(1)) {
        await next.click();
        await expect(heading).toHaveText(subject);
      }
      await expect(next).toBeDisabled();
      await expect(previous).toBeEnabled();

      const url = page.url();
      expect(url).toMatch(/[?&]mail=\d+/);
      await page.reload();
      await expect(heading).toHaveText(list.at(-1) ?? '');
      await expect(next).toBeDisabled();

      for (const subject of list.slice(0, -1).reverse()) {
        await previous.click();
        await expect(heading).toHaveText(subject);
      }
      await expect(previous).toBeDisabled();

      // Back leaves the mail for the list.
      await page.getByRole('button', { name: 'Back to the list' }).click();
      await expect(rows(page).first()).toBeVisible();
      await expect(page).not.toHaveURL(/mail=/);
    },
  );

  test(
    'the hostile mail runs neither its script, its onerror nor its link',
    { tag: '@any-backend' },
    async ({ page }) => {
      await openMailbox(page, '/apps/email?q=parcel');
      await rows(page).first().locator('.email-row__open').click();
      const body = page.locator('.email-body');
      await expect(body).toContainText('We tried to deliver your parcel today.');
      // The image has been tried (and failed) by now: its onerror would have run.
      await expect
        .poll(() => body.locator('img').evaluate((img: HTMLImageElement) => img.complete))
        .toBe(true);
      // Its javascript: address is gone (so it is no link any more); a click does nothing.
      await body.getByText('Reschedule the delivery').click();
      const ran = await page.evaluate(() => {
        const flags = window as unknown as Record<string, unknown>;
        return [
          flags.__tesseraMailScriptRan,
          flags.__tesseraMailOnErrorRan,
          flags.__tesseraMailLinkRan,
        ];
      });
      expect(ran).toEqual([undefined, undefined, undefined]);
      expect(await body.locator('script, [onerror]').count()).toBe(0);
    },
  );

  test(
    'composes and sends a mail (it appears in Sent), and saves a draft',
    { tag: '@any-backend' },
    async ({ page }) => {
      test.slow();
      await openMailbox(page);
      const draftsBefore = await badge(page, 'draft');
      const stamp = Date.now().toString(36);

      await page.getByRole('button', { name: 'Compose' }).click();
      // Docked, the composer is a region of the page (not a dialog that fails to be modal).
      let composer = page.getByRole('region', { name: 'New message' });
      const editor = page.getByRole('textbox', { name: 'Message' });
      await expect(editor).toBeVisible();
      // It took the focus: the keyboard is in To at once, not 64 Tabs away.
      await expect(composer.getByRole('combobox', { name: 'To' })).toBeFocused();
      await expectAccessible(page);
      const to = composer.getByRole('combobox', { name: 'To' });
      await to.fill('not-an-address');
      await to.press('Enter');
      await composer.getByRole('button', { name: /Send$/ }).click();
      await expect(
        composer.getByText('not-an-address is not a valid email address.'),
      ).toBeVisible();
      // The chip's own remove button takes it back, from the keyboard. (Backspace straight after
      // typing is ignored by antd for 250 ms, so a test pressing it races the clock.)
      await composer.getByRole('button', { name: 'Remove not-an-address' }).press('Enter');
      await expect(composer.getByText('not-an-address', { exact: true })).toHaveCount(0);
      await to.fill('mara.quill@copperlabs.example');
      await to.press('Enter');
      const subject = `Plans ${stamp}`;
      await composer.getByRole('textbox', { name: 'Subject' }).fill(subject);
      composer = page.getByRole('region', { name: subject });
      await editor.click();
      await page.keyboard.type('See you on ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('Friday');
      await composer.getByRole('button', { name: /Send$/ }).click();
      await expect(page.getByText('Your mail was sent.')).toBeVisible();
      await expect(composer).toBeHidden();

      await page.getByRole('link', { name: /^Sent/ }).click();
      await expect.poll(() => subjects(page)).toContain(subject);
      await rows(page).filter({ hasText: subject }).locator('.email-row__open').click();
      await expect(page.locator('.email-body strong')).toHaveText('Friday');

      // A draft: written, saved, counted, then closed without a question.
      await page.getByRole('button', { name: 'Compose' }).click();
      composer = page.getByRole('region', { name: 'New message' });
      await composer.getByRole('textbox', { name: 'Subject' }).fill(`Draft ${stamp}`);
      composer = page.getByRole('region', { name: `Draft ${stamp}` });
      await composer.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved.')).toBeVisible();
      await expect.poll(() => badge(page, 'draft')).toBe(draftsBefore + 1);
      await composer.getByRole('button', { name: 'Close' }).first().click();
      await expect(composer).toBeHidden();
      await page.getByRole('link', { name: /^Draft/ }).click();
      await expect.poll(() => subjects(page)).toContain(`Draft ${stamp}`);
    },
  );

  test('in the dark skin, the mailbox, a mail and the composer are accessible', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('skin', JSON.stringify('dark')));
    await openMailbox(page);
    await expect(page.locator('html')).toHaveAttribute('data-skin', 'dark');
    await expectAccessible(page);
    await rows(page).first().locator('.email-row__open').click();
    await expect(page.locator('#email-view-subject')).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('button', { name: /Reply$/ }).click();
    await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();
    // The pointer still rests on Reply: its hover colour must read too.
    await expectAccessible(page);
  });

  test('right to left, the folders and the composer take the mirrored sides; maximised, the composer is modal', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    await openMailbox(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = async (locator: ReturnType<Page['locator']>) =>
      (await locator.boundingBox()) ?? { x: Number.NaN, y: 0, width: 0, height: 0 };
    const sidebar = await box(page.locator('.email-app .side-panel-app__panel'));
    const firstRow = await box(rows(page).first());
    expect(sidebar.x).toBeGreaterThan(firstRow.x + firstRow.width - 1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Compose' }).click();
    const composer = page.locator('section.email-composer');
    await expect(composer.getByRole('textbox', { name: 'Message' })).toBeVisible();
    await expect(composer).toHaveAttribute('role', 'region');
    // Its inline end is the left in right to left.
    const panel = await box(composer);
    expect(panel.x + panel.width).toBeLessThan((page.viewportSize()?.width ?? 0) / 2 + 100);
    await expectAccessible(page);

    await composer.getByRole('button', { name: 'Maximise' }).click();
    await expect(composer).toHaveAttribute('role', 'dialog');
    await expect(composer).toHaveAttribute('aria-modal', 'true');
    const saveDraft = composer.getByRole('button', { name: 'Save draft' });
    await saveDraft.focus();
    await page.keyboard.press('Tab');
    await expect(composer.getByRole('button', { name: 'Minimise' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(saveDraft).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(composer).toHaveAttribute('role', 'region');
    await expect(composer).not.toHaveAttribute('aria-modal');
  });

  test('a written mail asks before another folder, the menu or closing the tab lose it', async ({
    page,
  }) => {
    await openMailbox(page);
    await page.getByRole('button', { name: 'Compose' }).click();
    await page.getByRole('textbox', { name: 'Subject' }).fill('Unsent words');
    const composer = page.getByRole('region', { name: 'Unsent words' });
    const question = page.locator('.ant-modal').filter({ hasText: 'Leave without saving?' });
    const menuLink = page.getByTestId('main-menu').getByRole('link', { name: 'Analytics' });

    // Another folder and the menu ask; staying keeps every word.
    for (const leave of [
      () => page.getByRole('link', { name: /^Sent/ }).click(),
      () => menuLink.click(),
    ]) {
      await leave();
      await question.getByRole('button', { name: 'Cancel' }).click();
      await expect(question).toBeHidden();
      await expect(page).toHaveURL(/\/apps\/email$/);
      await expect(composer.getByRole('textbox', { name: 'Subject' })).toHaveValue('Unsent words');
    }

    // Closing the tab (or reloading) asks through the browser; staying keeps the page.
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.dismiss();
    await expect(composer).toBeVisible();

    // Saved, the way out is free at once: no stale question.
    await composer.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('Draft saved.')).toBeVisible();
    await menuLink.click();
    await expect(page).toHaveURL(/analytics$/);
    await expect(question).toHaveCount(0);
  });

  test("right to left, an open mail keeps the sender's address on the right", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('direction', JSON.stringify('rtl')));
    await openMailbox(page);
    await rows(page).first().locator('.email-row__open').click();
    const address = page.locator('.email-card__address bdi');
    await expect(address).toBeVisible();
    const who = (await page.locator('.email-card__who').boundingBox()) ?? { x: 0, width: 0 };
    const box = (await address.boundingBox()) ?? { x: 0, width: 0 };
    // The address ends where the line's start is (the right), and leaves the left free.
    expect(Math.abs(box.x + box.width - (who.x + who.width))).toBeLessThan(2);
    expect(box.x).toBeGreaterThan(who.x + 10);
  });

  test('on a phone, the folders are a drawer and the mail fills the page', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await openMailbox(page);
    await expect(page.getByRole('link', { name: /^Sent/ })).toBeHidden();
    await expectAccessible(page);
    await page.getByRole('button', { name: /Open folders and labels/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Mailbox' });
    await expect(drawer).toBeVisible();
    await expectAccessible(page);
    await drawer.getByRole('link', { name: /^Sent/ }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/apps\/email\/sent$/);
    await rows(page).first().locator('.email-row__open').click();
    const view = page.locator('.email-view');
    await expect(view).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    const { width } = (await view.boundingBox()) ?? { width: 0 };
    expect(width).toBeGreaterThan(340);
    await expectAccessible(page);
  });
});
