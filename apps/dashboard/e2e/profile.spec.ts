import type { Page } from '@playwright/test';
import {
  configureFakeServer,
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

const firstPost = (page: Page) => page.getByRole('article').first();

test.describe('profile', () => {
  test('likes a post and votes in the poll: both kept after a reload; more posts load', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.getByTestId('user-menu').click();
    await page.locator('.ant-dropdown').getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/pages\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Avery Stone' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(5);
    await expectAccessible(page);

    const like = firstPost(page).getByRole('button', { name: 'Like' });
    const likes = firstPost(page).getByTestId(/^likes-/);
    const before = Number.parseInt((await likes.textContent()) ?? '', 10);
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(likes).toHaveText(`${before + 1} likes`);
    // The server's answer names the liker among the faces.
    await expect(firstPost(page).getByRole('img', { name: 'Avery Stone' })).toBeVisible();

    const poll = page.getByRole('radiogroup', { name: 'What should the team build next?' });
    await poll.getByRole('radio', { name: 'Offline mode' }).check();
    await expect(poll.getByRole('radio', { name: 'Offline mode' })).toBeChecked();
    // The server's answer names the voter: the vote is saved before the reload.
    await expect(poll.getByRole('img', { name: 'Avery Stone' })).toBeVisible();

    await page.reload();
    await expect(firstPost(page).getByRole('button', { name: 'Like' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(firstPost(page).getByTestId(/^likes-/)).toHaveText(`${before + 1} likes`);
    await expect(poll.getByRole('radio', { name: 'Offline mode' })).toBeChecked();

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page.getByRole('article')).toHaveCount(10);
    await expect(page).toHaveURL(/posts=2/);
    await expect(page.getByTestId('posts-shown')).toContainText('10 of');
    await expectAccessible(page);

    await page.getByRole('tab', { name: 'About' }).click();
    await expect(page).toHaveURL(/tab=about/);
    await expect(page.getByRole('tabpanel', { name: 'About' })).toContainText('admin@demo.com');
  });

  test('a like the server refuses goes back and says why', async ({ page }) => {
    await configureFakeServer(page, { failOnce: ['/profile/posts/{id}/like'] });
    await signIn(page, 'admin');
    await page.goto('/pages/profile');
    const like = firstPost(page).getByRole('button', { name: 'Like' });
    const likes = firstPost(page).getByTestId(/^likes-/);
    const before = (await likes.textContent()) ?? '';
    await like.click();
    await expect(
      page.getByText(
        'Your like was not saved. The server had a problem. Please try again in a moment.',
      ),
    ).toBeVisible();
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await expect(likes).toHaveText(before);
  });

  test('on a phone, in the dark skin and right to left, it fits and is accessible', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page, 'client');
    await preferDarkRtl(page);
    await page.goto('/pages/profile');
    await expectDarkRtl(page);
    await expect(page.getByRole('article')).toHaveCount(5);
    await settled(page);
    await expectFitsPhone(page);
    await expectAccessible(page);
  });
});
