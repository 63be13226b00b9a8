import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { landmarks, openFeature, renderFeature, testAccess } from '@tessera/ui/testing';
import { blogFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

// jsdom lays nothing out, and its ranges have no boxes: the rich-text editor, opened focused,
// scrolls its caret into view and would throw. Empty boxes, as a hidden page has.
beforeAll(() => {
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  Range.prototype.getClientRects ??= () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= emptyRect;
});

async function openEditor(id = 1, language?: string) {
  const post = await api.blog.edit({ id });
  const view = await openFeature(
    blogFeature,
    `/pages/blog/edit/${id}`,
    () => screen.getByRole('button', { name: /Edit the content|Modifier le contenu/ }),
    { language },
  );
  return { ...view, post };
}

/** Replaces a field's text in one paste. */
async function fill(
  user: Awaited<ReturnType<typeof openEditor>>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('BlogEditPage', () => {
  it('shows the post’s fields; the slug follows a new title, and saving opens the saved post', async () => {
    const { user, router, post } = await openEditor();
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue(post.blogTitle);
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue(post.slug);
    expect(screen.getByRole('textbox', { name: 'Excerpt' })).toHaveValue(post.excerpt);
    expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
      'src',
      post.featuredImage,
    );
    await fill(user, title, 'Café notes: slow mornings');
    expect(screen.getByRole('textbox', { name: 'Slug' })).toHaveValue('cafe-notes-slow-mornings');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('“Café notes: slow mornings” is saved.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/detail/1'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Café notes: slow mornings' }),
    ).toBeInTheDocument();
    await expect(api.blog.edit({ id: 1 })).resolves.toMatchObject({
      blogTitle: 'Café notes: slow mornings',
      slug: 'cafe-notes-slow-mornings',
      content: post.content,
    });
  });

  it('shows the content as it reads, and opens the rich-text editor on it when asked', async () => {
    const { user } = await openEditor(3);
    const content = screen.getByRole('group', { name: 'Content' });
    // The post's pasted script is shown as text only, here as on the post's page.
    expect(content).toHaveTextContent('What is left here is the text');
    expect(content.querySelector('script, [onerror]')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit the content' }));
    const editor = await screen.findByRole('textbox', { name: 'Content' });
    expect(editor).toHaveTextContent('What is left here is the text');
    expect(editor.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByRole('toolbar', { name: /./ })).toBeInTheDocument();
  });

  it('keeps a slug written by hand, and can take the title’s again', async () => {
    const { user } = await openEditor();
    const slug = screen.getByRole('textbox', { name: 'Slug' });
    await fill(user, slug, 'my-own-slug');
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Another title');
    expect(slug).toHaveValue('my-own-slug');
    await user.click(screen.getByRole('button', { name: 'From the title' }));
    expect(slug).toHaveValue('another-title');
  });

  it('checks the fields before saving, and saves nothing meanwhile', async () => {
    const { user, post } = await openEditor();
    await user.clear(screen.getByRole('textbox', { name: 'Title' }));
    await fill(user, screen.getByRole('textbox', { name: 'Slug' }), 'Not a slug!');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Give the post a title.')).toBeInTheDocument();
    expect(
      screen.getByText('Use lower-case letters, digits and single dashes.'),
    ).toBeInTheDocument();
    expect(await api.blog.edit({ id: 1 })).toEqual(post);
  });

  it('shows under the slug that another post has it, and keeps the saved post', async () => {
    const other = await api.blog.edit({ id: 2 });
    const { user, post } = await openEditor();
    await fill(user, screen.getByRole('textbox', { name: 'Slug' }), other.slug);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('This slug is already in use.')).toBeInTheDocument();
    expect(await api.blog.edit({ id: 1 })).toEqual(post);
  });

  it('checks the featured image: a wrong type or one over 800 KB is refused, a PNG is previewed and saved', async () => {
    const { user } = await openEditor();
    const file = screen.getByLabelText('Featured image file');
    fireEvent.change(file, {
      target: { files: [new File(['<svg/>'], 'cover.svg', { type: 'image/svg+xml' })] },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a PNG, JPEG, GIF or WebP image.',
    );
    const big = new File([new Uint8Array(800 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(file, { target: { files: [big] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The image is over 800 KB');
    fireEvent.change(file, {
      target: {
        files: [new File([new Uint8Array([137, 80, 78, 71])], 'cover.png', { type: 'image/png' })],
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Featured image preview' })).toHaveAttribute(
        'src',
        expect.stringMatching(/^data:image\/png;base64,/),
      ),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(/is saved\.$/)).toBeInTheDocument();
    expect((await api.blog.edit({ id: 1 })).featuredImage).toMatch(/^data:image\/png;base64,/);
  });

  it('says why a save failed, stays on the form, and the server keeps the post', async () => {
    const { user, router, post } = await openEditor();
    failNext(endpoints.blog.saveEdit, { status: 500 });
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Never saved');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(
      await screen.findByText('The server had a problem. Please try again in a moment.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/blog/edit/1');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Never saved');
    expect(await api.blog.edit({ id: 1 })).toEqual(post);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await openEditor();
    await fill(user, screen.getByRole('textbox', { name: 'Title' }), 'Half written');
    await user.click(screen.getByRole('link', { name: /Back to the blog/ }));
    const dialog = await screen.findByRole('dialog');
    expect(router.state.location.pathname).toBe('/pages/blog/edit/1');
    await user.click(within(dialog).getByRole('button', { name: /Leave/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pages/blog/list'));
  });

  it('says a failed load failed, and shows the form once retried', async () => {
    failNext(endpoints.blog.edit, { status: 500 });
    const { user } = await renderFeature(blogFeature, '/pages/blog/edit/1');
    expect(
      await screen.findByRole('heading', { name: 'The post could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Title' })).toBeInTheDocument();
  });

  it('says when the post does not exist', async () => {
    await renderFeature(blogFeature, '/pages/blog/edit/999');
    expect(await screen.findByRole('heading', { name: 'Post not found' })).toBeInTheDocument();
  });

  it('sends a client to the not-authorized page', async () => {
    const { router } = await renderFeature(blogFeature, '/pages/blog/edit/1', {
      access: testAccess([
        { action: 'read', subject: 'ACL' },
        { action: 'read', subject: 'Auth' },
      ]),
      features: [landmarks(['/misc/not-authorized'])],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/misc/not-authorized'));
  });

  it('words the form in French', async () => {
    await openEditor(1, 'fr');
    expect(screen.getByRole('textbox', { name: 'Titre' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Contenu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Téléverser une image' })).toBeInTheDocument();
  });
});
