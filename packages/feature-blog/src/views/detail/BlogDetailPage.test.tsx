import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { openFeature, renderFeature, testAccess } from '@tessera/ui/testing';
import { blogFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

/** The seeded post whose HTML carries a script and an image `onerror`. */
const hostileId = 3;

async function openPost(id: number, options?: Parameters<typeof openFeature>[3]) {
  const detail = await api.blog.detail({ id });
  const view = await openFeature(
    blogFeature,
    `/pages/blog/detail/${id}`,
    () => screen.getByRole('heading', { level: 1, name: detail.blog.title }),
    options,
  );
  return { ...view, detail };
}

describe('BlogDetailPage', () => {
  it('shows the post, its tags and its comments', async () => {
    const { detail } = await openPost(2);
    const article = screen.getByRole('article');
    expect(article.querySelector('blockquote')).not.toBeNull();
    expect(screen.getByRole('list', { name: 'Tags' }).children).toHaveLength(
      detail.blog.tags.length,
    );
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: new RegExp(`^${detail.comments.length} comment`),
      }),
    ).toBeInTheDocument();
    for (const comment of detail.comments) {
      expect(screen.getAllByText(comment.comment).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/pages/blog/edit/2',
    );
  });

  it('shows the text of pasted HTML, and none of its script, handlers or javascript: links', async () => {
    await openPost(hostileId);
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent('What is left here is the text, and nothing that runs.');
    expect(article.querySelector('script')).toBeNull();
    expect(article.querySelector('[onerror]')).toBeNull();
    expect(article.innerHTML).not.toMatch(/javascript:|__blogScriptRan/);
    expect(screen.getByRole('img', { name: 'A picture that never loads' })).not.toHaveAttribute(
      'src',
    );
    expect((window as { __blogScriptRan?: boolean }).__blogScriptRan).toBeUndefined();
  });

  it('adds a comment once it says something, and the post counts it', async () => {
    const { user, detail } = await openPost(2);
    await user.click(screen.getByRole('button', { name: 'Post the comment' }));
    expect(await screen.findByText('Write a comment first.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Clear and useful.');
    await user.click(screen.getByRole('button', { name: 'Post the comment' }));
    expect(await screen.findByText('Your comment is posted.')).toBeInTheDocument();
    const count = detail.comments.length + 1;
    expect(
      await screen.findByRole('heading', { level: 2, name: new RegExp(`^${count} comment`) }),
    ).toBeInTheDocument();
    expect(screen.getByText('Clear and useful.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('');
    expect((await api.blog.detail({ id: 2 })).comments.at(-1)?.comment).toBe('Clear and useful.');
  });

  it('keeps the comment typed, with the message, when the server refuses it', async () => {
    const { user, detail } = await openPost(2);
    failNext(endpoints.blog.addComment, { status: 500 });
    await user.type(screen.getByRole('textbox', { name: 'Your comment' }), 'Lost words');
    await user.click(screen.getByRole('button', { name: 'Post the comment' }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your comment' })).toHaveValue('Lost words');
    expect((await api.blog.detail({ id: 2 })).comments).toEqual(detail.comments);
  });

  it('bookmarks the post at once, and the server keeps it', async () => {
    const { user } = await openPost(2);
    const bookmark = screen.getByRole('button', { name: 'Bookmark this post', pressed: false });
    const held = hold(endpoints.blog.setBookmark);
    await user.click(bookmark);
    await held.arrived;
    expect(screen.getByRole('button', { name: 'Bookmark this post' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    held.release();
    expect(await screen.findByText('The post is bookmarked.')).toBeInTheDocument();
    expect((await api.blog.detail({ id: 2 })).blog.bookmarked).toBe(true);
  });

  it('takes a refused bookmark back, and says why', async () => {
    const { user } = await openPost(2);
    failNext(endpoints.blog.setBookmark, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Bookmark this post', pressed: false }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Bookmark this post' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect((await api.blog.detail({ id: 2 })).blog.bookmarked).toBe(false);
  });

  it('says when the post does not exist, with a way back to the list', async () => {
    const { user, router } = await renderFeature(blogFeature, '/pages/blog/detail/999');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
    expect(screen.getByText('No blog post has the id 999.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /Back to the blog/ }));
    expect(router.state.location.pathname).toBe('/pages/blog/list');
  });

  it('says a failed load failed, and shows the post once retried', async () => {
    const { blog } = await api.blog.detail({ id: 2 });
    failNext(endpoints.blog.detail, { status: 500 });
    const { user } = await renderFeature(blogFeature, '/pages/blog/detail/2');
    expect(
      await screen.findByRole('heading', { name: 'The post could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: blog.title })).toBeInTheDocument();
  });

  it('offers no editing to a client, and words the page in French', async () => {
    const client = testAccess([
      { action: 'read', subject: 'ACL' },
      { action: 'read', subject: 'Auth' },
    ]);
    await openPost(2, { access: client, language: 'fr' });
    expect(
      screen.getByRole('button', { name: 'Mettre cet article en favori' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publier le commentaire' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Modifier' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Étiquettes' })).getAllByRole('listitem').length,
    ).toBeGreaterThan(0);
  });
});
