import { api, clearSession } from '@tessera/api-client';
import { profileLikedUsersShown, profilePostsPerPage } from '@tessera/api-client/pages';
import {
  profilePageResponseSchema,
  profilePollResponseSchema,
  profilePostResponseSchema,
  profilePostsResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn } from '../../test/helpers';
import { authData } from '../auth/handle';
import { profileData } from './handle';
import { createData } from './profile-data';
import { createRandom } from '../../server';

const { dataOf, expectRefused, server } = setupDomainTests((running) =>
  running.db.load(profileData),
);

describe('GET /profile/data', () => {
  it("answers the caller's page: header, about, pages, feed, first posts, photos, suggestions, poll", async () => {
    const page = await api.pages.profile();
    expect(profilePageResponseSchema.parse(page)).toEqual(page);
    expect(page.header).toMatchObject({ fullName: 'Avery Stone' });
    expect(page.header.cover).toMatch(/^data:image\/svg\+xml,/);
    expect(page.header.avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(page.userAbout.email).toBe('admin@demo.com');
    expect(page.suggestedPages.length).toBeGreaterThanOrEqual(3);
    expect(page.twitterFeeds.length).toBeGreaterThanOrEqual(3);
    expect(page.latestPhotos.length).toBeGreaterThanOrEqual(6);
    expect(page.suggestions.length).toBeGreaterThanOrEqual(3);
    expect(page.polls).toHaveLength(1);
    expect(page.polls[0].myVote).toBeNull();
    expect(page.posts).toHaveLength(profilePostsPerPage);
    expect(page.postsTotal).toBeGreaterThan(profilePostsPerPage * 3);
    // Newest first, each with its likes, liked users and comments.
    const times = page.posts.map((post) => Date.parse(post.postedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const post of page.posts) {
      expect(post.likedByMe).toBe(false);
      expect(post.likedUsers.length).toBe(Math.min(post.likes, profileLikedUsersShown));
    }
    expect(page.posts.some((post) => post.comments.length > 0)).toBe(true);
    // Every picture is generated: no address leaves the page.
    expect(JSON.stringify(page)).not.toMatch(/https?:\/\//);
  });

  it("names the client's own page after the client", async () => {
    await signIn(client);
    const { users } = await server().db.load(authData);
    const page = await api.pages.profile();
    expect(page.header.fullName).toBe(users.find((user) => user.email === client.email)?.fullName);
  });

  it('is the same sample data on every start (seeded), and scales its posts', async () => {
    const first = await api.pages.profile();
    server().reset();
    await expect(api.pages.profile()).resolves.toEqual(first);
    const twice = createData({ random: createRandom(7), scale: 2 });
    expect(twice.posts).toHaveLength(46);
    expect(createData({ random: createRandom(7), scale: 2 })).toEqual(twice);
  });
});

describe('GET /profile/data/posts', () => {
  it('pages the posts: the first page is the one the page came with, the last is short', async () => {
    const page = await api.pages.profile();
    const first = await api.pages.profilePosts({ page: 1 });
    expect(profilePostsResponseSchema.parse(first)).toEqual(first);
    expect(first).toEqual({ posts: page.posts, total: page.postsTotal });
    const second = await api.pages.profilePosts({ page: 2 });
    expect(second.posts.map((post) => post.id)).toEqual(
      Array.from({ length: profilePostsPerPage }, (_, index) => profilePostsPerPage + index + 1),
    );
    const lastPage = Math.ceil(page.postsTotal / profilePostsPerPage);
    const last = await api.pages.profilePosts({ page: lastPage });
    expect(last.posts.length).toBe(page.postsTotal - (lastPage - 1) * profilePostsPerPage);
    await expect(api.pages.profilePosts({ page: lastPage + 1 })).resolves.toEqual({
      posts: [],
      total: page.postsTotal,
    });
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ page: 'two' }, 'page: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/profile/data/posts', { params }), 400, { message });
  });
});

describe('PUT /profile/posts/{id}/like', () => {
  it('likes a post for the caller, keeps it, and takes the like back', async () => {
    const [post] = (await api.pages.profile()).posts;
    const liked = await api.pages.likeProfilePost({ id: post.id, liked: true });
    expect(profilePostResponseSchema.parse(liked)).toEqual(liked);
    expect(liked.post).toMatchObject({ id: post.id, likes: post.likes + 1, likedByMe: true });
    expect(liked.post.likedUsers[0]).toMatchObject({ fullName: 'Avery Stone' });
    // Liking again changes nothing: the call sets the like, it does not flip it.
    await api.pages.likeProfilePost({ id: post.id, liked: true });
    expect((await api.pages.profile()).posts[0]).toEqual(liked.post);

    // Another account counts the like, but not as its own.
    await signIn(client);
    expect((await api.pages.profile()).posts[0]).toMatchObject({
      likes: post.likes + 1,
      likedByMe: false,
    });
    await signIn();
    const unliked = await api.pages.likeProfilePost({ id: post.id, liked: false });
    expect(unliked.post).toEqual(post);
  });

  it('likes a post of a later page', async () => {
    const [later] = (await api.pages.profilePosts({ page: 3 })).posts;
    await api.pages.likeProfilePost({ id: later.id, liked: true });
    const [again] = (await api.pages.profilePosts({ page: 3 })).posts;
    expect(again).toMatchObject({ id: later.id, likedByMe: true, likes: later.likes + 1 });
  });

  it('answers 404 for an unknown post, and changes nothing', async () => {
    await api.pages.profile();
    await expectRefused(
      () => raw('put', '/profile/posts/999/like', { data: { liked: true } }),
      404,
      { message: 'No post with id 999' },
    );
  });

  it.each([
    ['/profile/posts/1/like', {}, 'liked: is required'],
    ['/profile/posts/1/like', { liked: 'yes' }, 'liked: must be a boolean'],
    ['/profile/posts/abc/like', { liked: true }, 'id: must be a positive integer'],
  ])('answers 400 naming the field for %s %j', async (url, data, message) => {
    await api.pages.profile();
    await expectRefused(() => raw('put', url, { data }), 400, { message });
  });
});

describe('PUT /profile/polls/{id}/vote', () => {
  it("counts the caller's vote, moves it to another option, and keeps it", async () => {
    const [poll] = (await api.pages.profile()).polls;
    const [first, second] = poll.options;
    const voted = await api.pages.voteProfilePoll({ id: poll.id, optionId: first.id });
    expect(profilePollResponseSchema.parse(voted)).toEqual(voted);
    expect(voted.poll.myVote).toBe(first.id);
    expect(voted.poll.totalVotes).toBe(poll.totalVotes + 1);
    expect(voted.poll.options[0]).toMatchObject({ votes: first.votes + 1 });
    expect(voted.poll.options[0].voters[0]).toMatchObject({ fullName: 'Avery Stone' });

    const moved = await api.pages.voteProfilePoll({ id: poll.id, optionId: second.id });
    expect(moved.poll.totalVotes).toBe(poll.totalVotes + 1);
    expect(moved.poll.options.slice(0, 2).map((option) => option.votes)).toEqual([
      first.votes,
      second.votes + 1,
    ]);
    expect((await api.pages.profile()).polls[0]).toEqual(moved.poll);
  });

  it('answers 404 for an unknown poll or option, and changes nothing', async () => {
    await api.pages.profile();
    await expectRefused(() => raw('put', '/profile/polls/9/vote', { data: { optionId: 1 } }), 404, {
      message: 'No poll with id 9',
    });
    await expectRefused(
      () => raw('put', '/profile/polls/1/vote', { data: { optionId: 99 } }),
      404,
      { message: 'No option with id 99 in this poll' },
    );
  });

  it.each([
    [{}, 'optionId: is required'],
    [{ optionId: 0 }, 'optionId: must be a positive integer'],
    [{ optionId: '1' }, 'optionId: must be a positive integer'],
  ])('answers 400 naming the field for %j', async (data, message) => {
    await api.pages.profile();
    await expectRefused(() => raw('put', '/profile/polls/1/vote', { data }), 400, { message });
  });
});

describe('who may call the profile', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    await api.pages.profile();
    const before = structuredClone(await dataOf());
    clearSession();
    await expectRefused(() => raw('get', '/profile/data'), 401, {
      message: 'Missing access token',
    });
    await expect(
      apiErrorOf(api.pages.likeProfilePost({ id: 1, liked: true })),
    ).resolves.toMatchObject({ status: 401 });
    expect(await dataOf()).toEqual(before);
  });
});
