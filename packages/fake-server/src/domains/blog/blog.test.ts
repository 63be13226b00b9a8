import { api, clearSession, type SaveBlogEditInput } from '@tessera/api-client';
import { blogCategories, blogPerPage, blogRecentCount } from '@tessera/api-client/blog';
import {
  blogBookmarkResponseSchema,
  blogCommentResponseSchema,
  blogDetailSchema,
  blogEditSchema,
  blogListResponseSchema,
  blogSidebarSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { createRandom } from '../../server';
import { blogPostCount, createData, hostilePostId } from './data';
import { blogData } from './handle';

const { dataOf, expectRefused } = setupDomainTests((server) => server.db.load(blogData));

const newestFirst = (a: { blogPosted: string }, b: { blogPosted: string }) =>
  b.blogPosted.localeCompare(a.blogPosted);

/** Post 1's editor fields, changed as a writer would. */
async function editedPost(changes: Partial<SaveBlogEditInput> = {}): Promise<SaveBlogEditInput> {
  const { userFullName: _name, avatar: _avatar, ...fields } = await api.blog.edit({ id: 1 });
  return { ...fields, ...changes };
}

describe('GET /blog/list/data', () => {
  it('answers the newest posts first as cards with tags, a page at a time, and the total', async () => {
    const response = await api.blog.list();
    expect(blogListResponseSchema.parse(response)).toEqual(response);
    const { posts } = await dataOf();
    expect(response.total).toBe(blogPostCount);
    const newest = [...posts].sort(newestFirst).slice(0, blogPerPage);
    expect(response.posts.map((card) => card.id)).toEqual(newest.map((post) => post.id));
    expect(response.posts[0]).toEqual({
      id: newest[0].id,
      img: newest[0].img,
      title: newest[0].title,
      userFullName: newest[0].userFullName,
      avatar: newest[0].avatar,
      blogPosted: newest[0].blogPosted,
      tags: newest[0].categories,
      excerpt: newest[0].excerpt,
      comment: newest[0].comments.length,
      status: newest[0].status,
    });
    const last = await api.blog.list({ page: 3 });
    expect(last.posts).toHaveLength(blogPostCount - 2 * blogPerPage);
    await expect(api.blog.list({ page: 9 })).resolves.toEqual({ posts: [], total: blogPostCount });
  });

  it('is the same sample data on every start, with generated images and no outside address', async () => {
    const { posts } = await dataOf();
    const again = createData({ random: createRandom(7), scale: 1 });
    expect(createData({ random: createRandom(7), scale: 1 })).toEqual(again);
    expect(createData({ random: createRandom(7), scale: 3 }).posts).toHaveLength(3 * blogPostCount);
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.img).toMatch(/^data:image\/svg\+xml,/);
      expect(post.avatar).toMatch(/^data:image\/svg\+xml,/);
      expect(post.content).not.toMatch(/https?:/);
    }
  });

  it('carries one post whose HTML holds a script and an onerror attack, for the reader to be safe from', async () => {
    const { blog } = await api.blog.detail({ id: hostilePostId });
    expect(blog.content).toContain('<script>');
    expect(blog.content).toMatch(/onerror=/);
  });

  it('searches titles, excerpts and authors without regard to case, and filters by category', async () => {
    const { posts } = await dataOf();
    const target = posts[4];
    const byTitle = await api.blog.list({ q: target.title.toUpperCase(), perPage: 100 });
    expect(byTitle.posts.map((card) => card.id)).toContain(target.id);
    expect(byTitle.posts.every((card) => card.title === target.title)).toBe(true);
    const byAuthor = await api.blog.list({ q: target.userFullName, perPage: 100 });
    expect(byAuthor.posts.every((card) => card.userFullName === target.userFullName)).toBe(true);
    await expect(api.blog.list({ q: 'zebra crossing' })).resolves.toEqual({ posts: [], total: 0 });

    const travel = await api.blog.list({ category: 'travel', perPage: 100 });
    expect(travel.total).toBe(posts.filter((post) => post.categories.includes('travel')).length);
    expect(travel.posts.every((card) => card.tags.includes('travel'))).toBe(true);
  });

  it('sorts by title when asked', async () => {
    const { posts } = await api.blog.list({ sortColumn: 'title', sort: 'asc', perPage: 100 });
    const titles = posts.map((card) => card.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it.each([
    ['page: must be a positive integer', { page: 0 }],
    ['perPage: must be at most 100', { perPage: 101 }],
    ['q: must be at most 100 characters', { q: 'x'.repeat(101) }],
    [
      'category: must be one of "design", "engineering", "product", "travel", "food", "culture"',
      { category: 'gossip' },
    ],
    ['sortColumn: must be one of "blogPosted", "title"', { sortColumn: 'secret' }],
  ])('answers 400 naming the field: %s', async (message, params) => {
    await expectRefused(() => raw('get', '/blog/list/data', { params }), 400, { message });
  });
});

describe('GET /blog/list/data/sidebar', () => {
  it('answers the newest posts and every category with its icon and count', async () => {
    const sidebar = await api.blog.sidebar();
    expect(blogSidebarSchema.parse(sidebar)).toEqual(sidebar);
    const { posts } = await dataOf();
    const newest = [...posts].sort(newestFirst).slice(0, blogRecentCount);
    expect(sidebar.recentPosts.map((post) => post.id)).toEqual(newest.map((post) => post.id));
    expect(sidebar.categories.map((entry) => entry.category)).toEqual([...blogCategories]);
    expect(sidebar.categories.find((entry) => entry.category === 'food')).toEqual({
      category: 'food',
      icon: 'coffee',
      count: posts.filter((post) => post.categories.includes('food')).length,
    });
  });
});

describe('GET /blog/list/data/detail', () => {
  it('answers the post, its tags, its comments and whether the caller bookmarked it', async () => {
    const detail = await api.blog.detail({ id: 2 });
    expect(blogDetailSchema.parse(detail)).toEqual(detail);
    const post = (await dataOf()).posts[1];
    expect(detail.blog).toMatchObject({
      id: 2,
      title: post.title,
      content: post.content,
      tags: post.categories,
      comments: post.comments.length,
      bookmarked: false,
    });
    expect(detail.comments).toEqual(post.comments);
  });

  it('answers 404 for an unknown id, and 400 for one that is not an id', async () => {
    await expectRefused(() => raw('get', '/blog/list/data/detail', { params: { id: 999 } }), 404, {
      message: 'No blog post with id 999',
    });
    await expectRefused(
      () => raw('get', '/blog/list/data/detail', { params: { id: 'abc' } }),
      400,
      { message: 'id: must be a positive integer' },
    );
    await expectRefused(() => raw('get', '/blog/list/data/detail'), 400, {
      message: 'id: is required',
    });
  });
});

describe('GET /blog/list/data/edit', () => {
  it('answers the post’s fields for the editor', async () => {
    const edit = await api.blog.edit({ id: 1 });
    expect(blogEditSchema.parse(edit)).toEqual(edit);
    const post = (await dataOf()).posts[0];
    expect(edit).toMatchObject({
      id: 1,
      blogTitle: post.title,
      slug: post.slug,
      blogCategories: post.categories,
      status: post.status,
      excerpt: post.excerpt,
      featuredImage: post.img,
      content: post.content,
    });
  });

  it('answers 404 for an unknown id', async () => {
    await expectRefused(() => raw('get', '/blog/list/data/edit', { params: { id: 999 } }), 404, {
      message: 'No blog post with id 999',
    });
  });
});

describe('PUT /blog/list/data/edit/{id}', () => {
  it('saves the post, and only it: the list and the detail show the change', async () => {
    const others = snapshot((await dataOf()).posts.slice(1));
    const input = await editedPost({
      blogTitle: '  A new title  ',
      slug: 'a-new-title',
      blogCategories: ['food', 'travel'],
      status: 'draft',
      excerpt: 'Shorter.',
      featuredImage: 'data:image/png;base64,iVBORw0KGgo=',
      content: '<p>Fresh words.</p>',
    });
    const saved = await api.blog.saveEdit(input);
    expect(saved).toMatchObject({ ...input, blogTitle: 'A new title' });
    await expect(api.blog.edit({ id: 1 })).resolves.toEqual(saved);
    const found = await api.blog.list({ q: 'a new title' });
    expect(found.posts).toEqual([
      expect.objectContaining({ id: 1, title: 'A new title', tags: ['food', 'travel'] }),
    ]);
    expect((await api.blog.detail({ id: 1 })).blog.content).toBe('<p>Fresh words.</p>');
    expect((await dataOf()).posts.slice(1)).toEqual(others);
  });

  it('may keep its own slug, but not take another post’s (400 on the slug)', async () => {
    const own = await editedPost({ excerpt: 'Same slug, new excerpt.' });
    await expect(api.blog.saveEdit(own)).resolves.toMatchObject({ slug: own.slug });
    const taken = (await dataOf()).posts[1].slug;
    const input = await editedPost({ slug: taken });
    await expectRefused(() => raw('put', '/blog/list/data/edit/1', { data: input }), 400, {
      message: 'This slug is already in use.',
      fieldErrors: { slug: 'This slug is already in use.' },
    });
  });

  it.each([
    ['blogTitle: is required', { blogTitle: ' ' }],
    ['blogTitle: must be at most 120 characters', { blogTitle: 'x'.repeat(121) }],
    ['slug: must be lower-case letters, digits and single dashes', { slug: 'Not A Slug' }],
    ['slug: must be at most 80 characters', { slug: 'x'.repeat(81) }],
    ['blogCategories: must name at least one category', { blogCategories: [] }],
    ['blogCategories: must not repeat a category', { blogCategories: ['food', 'food'] }],
    ['status: must be one of "published", "pending", "draft"', { status: 'lost' }],
    ['excerpt: must be at most 300 characters', { excerpt: 'x'.repeat(301) }],
    [
      'featuredImage: must be a PNG, JPEG, GIF or WebP image',
      { featuredImage: 'https://example.com/a.png' },
    ],
    [
      'featuredImage: must be a PNG, JPEG, GIF or WebP image',
      { featuredImage: 'data:image/bmp;base64,Qk0=' },
    ],
    [
      'featuredImage: must be 800 KB or less',
      { featuredImage: `data:image/png;base64,${'A'.repeat(1_100_000)}` },
    ],
    ['content: is required', { content: '<p> </p>' }],
    ['content: must be at most 20000 characters', { content: 'x'.repeat(20_001) }],
  ])('answers 400 naming the field, and saves nothing: %s', async (message, changes) => {
    const data = await editedPost(changes as Partial<SaveBlogEditInput>);
    await expectRefused(() => raw('put', '/blog/list/data/edit/1', { data }), 400, { message });
  });

  it('answers 400 for a body that is not an object', async () => {
    const response = await raw('put', '/blog/list/data/edit/1', { data: '"text"' });
    expect(response.status).toBe(400);
  });

  it('answers 404 for an unknown id, and changes nothing', async () => {
    const data = await editedPost();
    await expectRefused(() => raw('put', '/blog/list/data/edit/999', { data }), 404, {
      message: 'No blog post with id 999',
    });
  });
});

describe('POST /blog/list/data/detail/{id}/comments', () => {
  it('adds the caller’s comment (201) with a new id; the post counts it', async () => {
    const before = await api.blog.detail({ id: 2 });
    const response = await raw('post', '/blog/list/data/detail/2/comments', {
      data: { comment: '  Well put.  ' },
    });
    expect(response.status).toBe(201);
    const { comment } = blogCommentResponseSchema.parse(response.data);
    expect(comment).toMatchObject({ comment: 'Well put.', userFullName: 'Avery Stone' });
    const after = await api.blog.detail({ id: 2 });
    expect(after.blog.comments).toBe(before.blog.comments + 1);
    expect(after.comments.at(-1)).toEqual(comment);
    const ids = (await dataOf()).posts.flatMap((post) => post.comments.map((c) => c.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each([
    ['comment: is required', { comment: '   ' }],
    ['comment: is required', {}],
    ['comment: must be at most 1000 characters', { comment: 'x'.repeat(1001) }],
  ])('answers 400 naming the field, and adds nothing: %s', async (message, data) => {
    await expectRefused(() => raw('post', '/blog/list/data/detail/2/comments', { data }), 400, {
      message,
    });
  });

  it('answers 404 for an unknown id, and adds nothing', async () => {
    await expectRefused(
      () => raw('post', '/blog/list/data/detail/999/comments', { data: { comment: 'Hi' } }),
      404,
      { message: 'No blog post with id 999' },
    );
  });
});

describe('PUT /blog/list/data/detail/{id}/bookmark', () => {
  it('bookmarks the post for the caller only, and takes it off again', async () => {
    const on = await api.blog.setBookmark({ id: 2, bookmarked: true });
    expect(blogBookmarkResponseSchema.parse(on)).toEqual({ id: 2, bookmarked: true });
    expect((await api.blog.detail({ id: 2 })).blog.bookmarked).toBe(true);
    // Twice is the same as once.
    await api.blog.setBookmark({ id: 2, bookmarked: true });
    expect((await dataOf()).posts[1].bookmarkedBy).toHaveLength(1);

    await signIn(client);
    expect((await api.blog.detail({ id: 2 })).blog.bookmarked).toBe(false);
    await signIn();
    await api.blog.setBookmark({ id: 2, bookmarked: false });
    expect((await api.blog.detail({ id: 2 })).blog.bookmarked).toBe(false);
  });

  it('answers 400 naming the field, and 404 for an unknown id, changing nothing', async () => {
    await expectRefused(
      () => raw('put', '/blog/list/data/detail/2/bookmark', { data: { bookmarked: 'yes' } }),
      400,
      { message: 'bookmarked: must be a boolean' },
    );
    await expectRefused(
      () => raw('put', '/blog/list/data/detail/999/bookmark', { data: { bookmarked: true } }),
      404,
      { message: 'No blog post with id 999' },
    );
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(() => raw('get', '/blog/list/data'), 401, {
      message: 'Missing access token',
    });
    await expectRefused(
      () => raw('post', '/blog/list/data/detail/2/comments', { data: { comment: 'Hi' } }),
      401,
      { message: 'Missing access token' },
    );
  });

  it('lets a client read, comment and bookmark, but not open or save the editor (403)', async () => {
    const input = await editedPost({ blogTitle: 'Taken over' });
    await signIn(client);
    await expect(api.blog.list()).resolves.toMatchObject({ total: blogPostCount });
    await expect(api.blog.sidebar()).resolves.toBeDefined();
    await expect(api.blog.addComment({ id: 2, comment: 'From a client' })).resolves.toBeDefined();
    await expect(api.blog.setBookmark({ id: 2, bookmarked: true })).resolves.toBeDefined();
    const before = snapshot(await dataOf());
    // One call at a time: a second refusal that arrived before it is awaited would be unhandled.
    for (const call of [() => api.blog.edit({ id: 1 }), () => api.blog.saveEdit(input)]) {
      const error = await apiErrorOf(call());
      expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    }
    expect(await dataOf()).toEqual(before);
  });
});
