import type { Page } from '@playwright/test';
import {
  expect,
  expectAccessible,
  expectDarkRtl,
  preferDarkRtl,
  settled,
  signIn,
  test,
} from './support/fixtures';

const chatItems = (page: Page) => page.getByTestId('chat-item');
const composer = (page: Page) => page.getByRole('textbox', { name: 'Message' });

async function openChats(page: Page, path = '/apps/chat') {
  await page.goto(path);
  await expect(chatItems(page).first()).toBeVisible();
  await settled(page);
}

test.describe('chat', () => {
  test('opens an unread chat (its badge clears), sends with Enter, starts a chat, changes status', async ({
    page,
  }) => {
    // Many steps and several axe runs: more time on a busy machine, not a fixed wait.
    test.slow();
    await signIn(page, 'admin');
    await openChats(page);
    await expect(page.getByText('Pick a chat or a contact to start talking.')).toBeVisible();
    await expectAccessible(page);

    // An unread chat: opened, its badge goes, and the URL names it.
    const unread = chatItems(page)
      .filter({ has: page.getByTestId('unread-badge') })
      .first();
    const name = (await unread.locator('.chat-item__name').textContent()) ?? '';
    await unread.click();
    await expect(page).toHaveURL(/[?&]chat=\d+/);
    const thread = page.getByRole('region', { name: `Chat with ${name}` });
    await expect(thread.getByTestId('message').first()).toBeVisible();
    await expect(chatItems(page).filter({ hasText: name }).getByTestId('unread-badge')).toHaveCount(
      0,
    );
    await expect(thread.getByRole('separator').first()).toBeVisible();
    await expectAccessible(page);

    // Enter sends: the message shows at once, in view, and the chat leads the list.
    await composer(page).fill('On my way, ten minutes.');
    await composer(page).press('Enter');
    const sent = thread.getByTestId('message').filter({ hasText: 'On my way, ten minutes.' });
    await expect(sent).toBeVisible();
    await expect(sent).toBeInViewport();
    await expect(composer(page)).toHaveValue('');
    await expect(chatItems(page).first()).toContainText(name);

    // The contact's details.
    await thread.getByRole('button', { name: `Details of ${name}` }).click();
    const details = page.getByRole('dialog', { name: 'Contact details' });
    await expect(details.getByText(name)).toBeVisible();
    await settled(page);
    await expectAccessible(page);
    await details.getByRole('button', { name: /Close/ }).click();
    await expect(details).toBeHidden();

    // A contact without a chat: the first message starts one, which joins the chats.
    const chatted = await chatItems(page).locator('.chat-item__name').allTextContents();
    const contacts = await page
      .getByTestId('contact-item')
      .locator('.chat-item__name')
      .allTextContents();
    const fresh = contacts.find((contact) => !chatted.includes(contact));
    if (!fresh) throw new Error('some contact has no chat yet');
    await page.getByTestId('contact-item').filter({ hasText: fresh }).click();
    await expect(page.getByText(`Say hello to ${fresh}.`)).toBeVisible();
    await composer(page).fill('Hello! Welcome to the team.');
    await composer(page).press('Enter');
    await expect(chatItems(page).first()).toContainText(fresh);
    await expect(chatItems(page)).toHaveCount(chatted.length + 1);

    // The status, from the profile drawer.
    await page.getByRole('button', { name: 'Your profile (Online)' }).click();
    const profile = page.getByRole('dialog', { name: 'Your profile' });
    await expect(profile.getByRole('radio', { name: 'Online' })).toBeChecked();
    await settled(page);
    await expectAccessible(page);
    await profile.getByText('Busy', { exact: true }).click();
    await expect(profile.getByRole('radio', { name: 'Busy' })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Your profile (Busy)' })).toBeAttached();
  });

  test('in the dark skin and right to left, the chats and a thread are accessible', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await preferDarkRtl(page);
    await openChats(page);
    await expectDarkRtl(page);
    await expectAccessible(page);
    await chatItems(page).first().click();
    await expect(page.getByTestId('message').first()).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone, the list and the thread are separate screens', async ({ page }) => {
    await signIn(page, 'admin');
    await page.setViewportSize({ width: 390, height: 800 });
    await openChats(page);
    await expect(page.getByText('Pick a chat or a contact to start talking.')).toBeHidden();
    await chatItems(page).first().click();
    await expect(page.getByTestId('message').first()).toBeVisible();
    await expect(chatItems(page)).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Back to the chats' }).click();
    await expect(chatItems(page).first()).toBeVisible();
  });

  test('a client account gets the not-authorized page', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/apps/chat');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });
});
