import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { blogFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const openList = (path = '/pages/blog/list', language?: string) =>
  openFeature(
    blogFeature,
    path,
    () => {
      screen.getByRole('list', { name: /Blog posts|Articles du blog/ });
      screen.getByRole('button', { pressed: false, name: /Travel|Voyage/ });
    },
    { language },
  );

const cardTitles = () =>
  within(screen.getByRole('list', { name: 'Blog posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('BlogListPage', () => {
  it('shows the newest posts as cards with their tags, the sidebar, and pages through them', async () => {
    const [first, second] = await Promise.all([api.blog.list(), api.blog.list({ page: 2 })]);
    const { user } = await openList();
    expect(cardTitles()).toEqual(first.posts.map((post) => post.title));
    const results = within(screen.getByRole('region', { name: 'Posts' }));
    expect(results.getByText(`${first.total} posts`)).toBeInTheDocument();
    const card = screen.getByRole('article', { name: first.posts[0].title });
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(within(tags).getAllByRole('listitem')).toHaveLength(first.posts[0].tags.length);

    const sidebar = screen.getByRole('complementary', { name: 'Recent posts and categories' });
    const { recentPosts, categories } = await api.blog.sidebar();
    for (const post of recentPosts) {
      expect(within(sidebar).getByRole('link', { name: post.title })).toBeInTheDocument();
    }
    const food = categories.find((entry) => entry.category === 'food');
    expect(
      within(sidebar).getByRole('button', { name: `Food ${food?.count} posts` }),
    ).toBeVisible();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(cardTitles()).toEqual(second.posts.map((post) => post.title)));
  });

  it('searches the posts, and says when none matches', async () => {
    const { posts } = await api.blog.list();
    const { user, router } = await openList();
    await user.type(screen.getByRole('textbox', { name: 'Search the blog' }), posts[1].title);
    await waitFor(() => expect(cardTitles()).toEqual([posts[1].title]));
    expect(router.state.location.search).toContain('q=');

    await user.clear(screen.getByRole('textbox', { name: 'Search the blog' }));
    await user.type(screen.getByRole('textbox', { name: 'Search the blog' }), 'zebra crossing');
    expect(await screen.findByText('No post matches this search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show every post' }));
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument();
  });

  it('filters by a category of the sidebar, and shows every category again', async () => {
    const travel = await api.blog.list({ category: 'travel', perPage: 100 });
    const { user, router } = await openList();
    await user.click(screen.getByRole('button', { name: /^Travel/ }));
    await waitFor(() =>
      expect(cardTitles()).toEqual(travel.posts.slice(0, 6).map((post) => post.title)),
    );
    expect(router.state.location.search).toContain('category=travel');
    const results = within(screen.getByRole('region', { name: 'Posts' }));
    expect(results.getByText(`${travel.total} posts`)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Travel/, pressed: true })).toBeInTheDocument();
    for (const card of screen.getAllByRole('article')) {
      expect(within(card).getByText('Travel')).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Show every category, not only Travel' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('category'));
  });

  it('words the page in French', async () => {
    const { total } = await api.blog.list();
    await openList('/pages/blog/list', 'fr');
    expect(screen.getByRole('textbox', { name: 'Chercher dans le blog' })).toBeInTheDocument();
    const results = within(screen.getByRole('region', { name: 'Articles' }));
    expect(results.getByText(`${total} articles`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Articles récents' })).toBeInTheDocument();
  });

  it('says a failed load failed, and shows the posts once retried', async () => {
    failNext(endpoints.blog.list, { status: 500 });
    const { user } = await renderFeature(blogFeature, '/pages/blog/list');
    const failure = await findLoadFailure(user, 'The posts could not be loaded.');
    expect(failure.alert).toHaveTextContent('The server had a problem');
    await failure.retry();
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the sidebar failed while the posts show, and shows it once retried', async () => {
    failNext(endpoints.blog.sidebar, 'network');
    const { user } = await renderFeature(blogFeature, '/pages/blog/list');
    const failure = await findLoadFailure(
      user,
      'The recent posts and categories could not be loaded.',
    );
    expect(await screen.findByRole('list', { name: 'Blog posts' })).toBeInTheDocument();
    await failure.retry();
    expect(await screen.findByRole('heading', { name: 'Recent posts' })).toBeInTheDocument();
  });
});
