import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
// The fake server keeps likes and votes in localStorage (they outlive a reload): each test starts afresh.
beforeEach(() => localStorage.clear());
beforeEach(() => signIn());

const openProfile = (path = '/pages/profile', language?: string) =>
  openFeature(pagesFeature, path, () => screen.getByRole('heading', { level: 1 }), { language });

const posts = () => screen.getAllByRole('article');
const likeButtonOf = (post: HTMLElement) => within(post).getByRole('button', { name: /Like/ });

describe('ProfilePage', () => {
  it('shows the header with its pictures, the columns, and the first posts with likes and comments', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Avery Stone' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: "Avery Stone's picture" })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/svg\+xml,/),
    );
    expect(screen.getByRole('tab', { name: 'Feed', selected: true })).toBeInTheDocument();
    for (const title of [
      'About',
      'Suggested pages',
      'Twitter feed',
      'Latest photos',
      'Suggestions',
      'Poll',
    ]) {
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    }
    const { posts: firstPosts, postsTotal } = await api.pages.profile();
    expect(posts()).toHaveLength(firstPosts.length);
    const [first] = firstPosts;
    expect(within(posts()[0]).getByText(first.text)).toBeInTheDocument();
    expect(screen.getByTestId(`likes-${first.id}`)).toHaveTextContent(
      `${first.likes} like${first.likes === 1 ? '' : 's'}`,
    );
    expect(screen.getByTestId('posts-shown')).toHaveTextContent(
      `${firstPosts.length} of ${postsTotal} posts`,
    );
  });

  it('likes a post at once, and the server keeps it: the data loaded again shows it', async () => {
    const { user } = await openProfile();
    const [first] = (await api.pages.profile()).posts;
    const held = hold(endpoints.pages.likeProfilePost);
    await user.click(likeButtonOf(posts()[0]));
    await held.arrived;
    // Shown while the server holds the call.
    await waitFor(() => expect(likeButtonOf(posts()[0])).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByTestId(`likes-${first.id}`)).toHaveTextContent(`${first.likes + 1} likes`);
    held.release();
    await waitFor(async () =>
      expect((await api.pages.profile()).posts[0]).toMatchObject({ likedByMe: true }),
    );
    // The refetched answer names the liker first.
    expect(await within(posts()[0]).findByRole('img', { name: 'Avery Stone' })).toBeInTheDocument();
  });

  it('takes a refused like back and says why', async () => {
    const { user } = await openProfile();
    const [first] = (await api.pages.profile()).posts;
    failNext(endpoints.pages.likeProfilePost, { status: 500 });
    await user.click(likeButtonOf(posts()[0]));
    expect(
      await screen.findByText(
        'Your like was not saved. The server had a problem. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(likeButtonOf(posts()[0])).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByTestId(`likes-${first.id}`)).toHaveTextContent(
      `${first.likes} like${first.likes === 1 ? '' : 's'}`,
    );
    await expect(api.pages.profile()).resolves.toMatchObject({
      posts: expect.arrayContaining([expect.objectContaining({ id: first.id, likedByMe: false })]),
    });
  });

  it('votes in the poll, and a refused vote goes back with the reason', async () => {
    const { user } = await openProfile();
    const [poll] = (await api.pages.profile()).polls;
    const [first, second] = poll.options;
    await user.click(screen.getByRole('radio', { name: first.label }));
    await waitFor(() => expect(screen.getByRole('radio', { name: first.label })).toBeChecked());
    expect(screen.getByTestId('poll-total')).toHaveTextContent(
      `${poll.totalVotes + 1} votes in all`,
    );
    await waitFor(async () => expect((await api.pages.profile()).polls[0].myVote).toBe(first.id));

    failNext(endpoints.pages.voteProfilePoll, { status: 500 });
    await user.click(screen.getByRole('radio', { name: second.label }));
    expect(
      await screen.findByText(
        'Your vote was not saved. The server had a problem. Please try again in a moment.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: first.label })).toBeChecked());
    expect(screen.getByRole('radio', { name: second.label })).not.toBeChecked();
    expect((await api.pages.profile()).polls[0].myVote).toBe(first.id);
  });

  it('loads more posts a page at a time, keeping the count in the URL', async () => {
    const { user, router } = await openProfile();
    const { posts: firstPosts } = await api.pages.profile();
    const { posts: second } = await api.pages.profilePosts({ page: 2 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(second[0].text, { selector: 'p' })).toBeInTheDocument();
    expect(posts()).toHaveLength(firstPosts.length + second.length);
    expect(router.state.location.search).toBe('?posts=2');
  });

  it('opens on the last page from its link, with no "Load more" left', async () => {
    const { postsTotal } = await api.pages.profile();
    const pages = Math.ceil(postsTotal / 5);
    await openProfile(`/pages/profile?posts=${pages + 4}`);
    await waitFor(() => expect(posts()).toHaveLength(postsTotal));
    expect(screen.getByTestId('posts-shown')).toHaveTextContent(`${postsTotal} of ${postsTotal}`);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says a later page failed, and loads it on retry', async () => {
    const { user } = await openProfile();
    failNext(endpoints.pages.profilePosts, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const failure = await findLoadFailure(user, 'More posts could not be loaded.');
    await failure.retry();
    await waitFor(() => expect(posts()).toHaveLength(10));
  });

  it('switches tabs in the URL', async () => {
    const { user, router } = await openProfile();
    await user.click(screen.getByRole('tab', { name: 'Photos' }));
    expect(router.state.location.search).toBe('?tab=photos');
    expect(screen.getByRole('tab', { name: 'Photos', selected: true })).toBeInTheDocument();
  });

  it('says the profile could not be loaded, and loads it on retry', async () => {
    failNext(endpoints.pages.profile, { status: 500 });
    const { user } = await renderFeature(pagesFeature, '/pages/profile');
    const failure = await findLoadFailure(user, 'The profile could not be loaded.');
    await failure.retry();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Avery Stone' }),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await openProfile('/pages/profile', 'fr');
    expect(screen.getByRole('tab', { name: 'Fil', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Afficher plus' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /J'aime/ }).length).toBeGreaterThan(0);
  });
});
