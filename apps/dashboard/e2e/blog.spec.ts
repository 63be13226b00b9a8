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

/** The seeded post whose HTML carries a `<script>` and an image `onerror`. */
const hostilePost = '/pages/blog/detail/3';

const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' });

test.describe('blog', () => {
  test('edits a post’s title in the editor, and finds it in the list', async ({ page }) => {
    // A journey through the list, the editor and back: room for a busy machine.
    test.slow();
    await signIn(page, 'admin');
    await page.goto('/pages/blog/list');
    await expect(cards(page).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('heading', { name: 'Recent posts' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/pages/blog/edit/1');
    const title = page.getByRole('textbox', { name: 'Title' });
    await expect(title).not.toHaveValue('');
    await expect(page.getByRole('group', { name: 'Content' })).toBeVisible();
    await expectAccessible(page);

    await title.fill('Edited in the browser');
    await expect(page.getByRole('textbox', { name: 'Slug' })).toHaveValue('edited-in-the-browser');
    // The rich-text editor opens on the content, the caret at its start.
    await page.getByRole('button', { name: 'Edit the content' }).click();
    const content = page.getByRole('textbox', { name: 'Content' });
    await expect(content).toBeFocused();
    await expectAccessible(page);
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' Written in the editor.');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('“Edited in the browser” is saved.')).toBeVisible();
    await expect(page).toHaveURL(/\/pages\/blog\/detail\/1$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Edited in the browser' }),
    ).toBeVisible();
    await expect(page.getByRole('article')).toContainText('Written in the editor.');

    await page.getByRole('link', { name: /Back to the blog/ }).click();
    await page.getByRole('textbox', { name: 'Search the blog' }).fill('edited in the browser');
    await expect(page).toHaveURL(/q=edited/);
    await expect(cards(page).getByRole('heading', { level: 2 })).toHaveText([
      'Edited in the browser',
    ]);
  });

  test('a seeded post’s script and onerror never run; its text shows', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'admin');
    await page.goto(hostilePost);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Pasted HTML and what the page keeps' }),
    ).toBeVisible();
    const article = page.getByRole('article');
    await expect(article).toContainText('What is left here is the text, and nothing that runs.');
    await expect(article.getByRole('img', { name: 'A picture that never loads' })).toBeVisible();
    await settled(page);
    await expect(article.locator('script, [onerror], a[href^="javascript"]')).toHaveCount(0);
    expect(
      await page.evaluate(() => 'blogScriptRan' in window || '__blogScriptRan' in window),
    ).toBe(false);
    expect(dialogs).toEqual([]);
    await expectAccessible(page);
  });

  test('adds a comment, and bookmarks the post from the keyboard', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/blog/detail/2');
    const comments = page.getByRole('heading', { level: 2, name: /comments?$/ });
    await expect(comments).toBeVisible();
    const before = Number((await comments.textContent())?.match(/\d+/)?.[0]);

    await page.getByRole('button', { name: 'Post the comment' }).click();
    await expect(page.getByText('Write a comment first.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Your comment' }).fill('Read it twice, worth it.');
    await page.getByRole('button', { name: 'Post the comment' }).click();
    await expect(page.getByText('Your comment is posted.')).toBeVisible();
    await expect(comments).toHaveText(`${before + 1} comment${before + 1 === 1 ? '' : 's'}`);
    await expect(page.getByText('Read it twice, worth it.')).toBeVisible();

    const bookmark = page.getByRole('button', { name: 'Bookmark this post' });
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await bookmark.focus();
    await page.keyboard.press('Enter');
    await expect(bookmark).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('The post is bookmarked.')).toBeVisible();
    await page.keyboard.press('Space');
    await expect(page.getByText('The bookmark is off.')).toBeVisible();
    await expect(bookmark).toHaveAttribute('aria-pressed', 'false');
  });

  test('an unknown post says so', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/pages/blog/detail/9999');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
    await page.goto('/pages/blog/edit/9999');
    await expect(page.getByRole('heading', { name: 'Post not found' })).toBeVisible();
  });

  test('in the dark skin and right to left, the list, a post and the editor are accessible', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await preferDarkRtl(page);
    await page.goto('/pages/blog/list');
    await expectDarkRtl(page);
    await expect(cards(page).getByRole('article')).toHaveCount(6);
    await expectAccessible(page);
    await page.goto('/pages/blog/detail/2');
    await expect(page.getByRole('button', { name: 'Post the comment' })).toBeVisible();
    await expectAccessible(page);
    await page.goto('/pages/blog/edit/2');
    await page.getByRole('button', { name: 'Edit the content' }).click();
    await expect(page.getByRole('textbox', { name: 'Content' })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone (390 px), the list, a post and the editor keep to the screen', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await signIn(page, 'admin');
    for (const [path, shows] of [
      ['/pages/blog/list', 'Recent posts'],
      ['/pages/blog/detail/2', 'Leave a comment'],
      ['/pages/blog/edit/2', 'Featured image'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(shows, { exact: true })).toBeVisible();
      await settled(page);
      await expectFitsPhone(page, path);
    }
    await expectAccessible(page);
  });

  test('a client reads the blog and comments, but the editor is refused', async ({ page }) => {
    await signIn(page, 'client');
    await page.goto('/pages/blog/detail/2');
    await expect(page.getByRole('button', { name: 'Post the comment' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
    await page.goto('/pages/blog/edit/2');
    await expect(page).toHaveURL(/\/misc\/not-authorized$/);
    await expect(page.getByTestId('not-authorized-page')).toBeVisible();
  });
});
