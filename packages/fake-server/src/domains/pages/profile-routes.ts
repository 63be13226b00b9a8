import type {
  ProfilePerson,
  ProfilePoll,
  ProfilePost,
  ProfilePageResponse,
} from '@tessera/api-client';
import { profileLikedUsersShown, profilePostsPerPage } from '@tessera/api-client/pages';
import { pagesDomain } from '@tessera/api-client/schemas';
import { httpError, initialsAvatar, notFound, ok, type DomainRoutes } from '../../server';
import { authData } from '../auth/handle';
import { profileData } from './handle';
import {
  messages,
  type ProfileData,
  type ProfilePollRecord,
  type ProfilePostRecord,
  type ProfileViewer,
} from './model';
import { loadStoredViewers, saveStoredViewer } from './stored-viewers';

const pagesCalls = pagesDomain.endpoints;

/** How many of an option's voters the poll names. */
const votersShown = 4;

/** The data whose viewers were read back from an earlier visit (once per server's data). */
const restored = new WeakSet<ProfileData>();

/**
 * The profile page's calls. The page is the caller's own: its name heads it. The likes and votes
 * of the accounts are kept apart from the sample data's, and each account sees its own as "mine".
 */
export const profileRoutes: DomainRoutes = (route, { db }) => {
  /** The page's data, with what earlier visits in this browser liked and voted for. */
  async function restoredProfile(): Promise<ProfileData> {
    const profile = await db.load(profileData);
    if (!restored.has(profile)) {
      restored.add(profile);
      for (const [id, viewer] of loadStoredViewers()) profile.viewers.set(id, viewer);
    }
    return profile;
  }

  /**
   * The page as one caller sees it: the sample data's likes and votes plus every account's (the
   * caller's own first), and the caller's own marked as such.
   */
  async function open(userId: number) {
    const profile = await restoredProfile();
    const { users } = await db.load(authData);
    const accounts = new Map(
      users.map((user): [number, ProfilePerson] => [
        user.id,
        { id: user.id, fullName: user.fullName, avatar: initialsAvatar(user.fullName, user.id) },
      ]),
    );
    const self = accounts.get(userId);
    if (!self) throw httpError(401, messages.noAccount);
    let viewer = profile.viewers.get(userId);
    if (!viewer) {
      viewer = { liked: [], votes: {} };
      profile.viewers.set(userId, viewer);
    }
    const email = users.find((user) => user.id === userId)?.email ?? '';
    const people = new Map(profile.people.map((person) => [person.id, person]));
    const person = (id: number) => people.get(id) as ProfilePerson;
    /** The accounts for which `did` holds, the caller first. */
    const accountsWhere = (did: (viewer: ProfileViewer) => boolean) =>
      [...profile.viewers.entries()]
        .filter(([id, other]) => accounts.has(id) && did(other))
        .sort(([a], [b]) => (a === userId ? -1 : b === userId ? 1 : a - b))
        .map(([id]) => accounts.get(id) as ProfilePerson);

    const post = (record: ProfilePostRecord): ProfilePost => {
      const likers = [
        ...accountsWhere((other) => other.liked.includes(record.id)),
        ...record.likedBy.map(person),
      ];
      return {
        id: record.id,
        author: person(record.authorId),
        postedAt: record.postedAt,
        text: record.text,
        image: record.image,
        likes: likers.length,
        likedByMe: (viewer as ProfileViewer).liked.includes(record.id),
        likedUsers: likers.slice(0, profileLikedUsersShown),
        comments: record.comments.map(({ authorId, ...comment }) => ({
          ...comment,
          author: person(authorId),
        })),
      };
    };
    const poll = (record: ProfilePollRecord): ProfilePoll => {
      const key = String(record.id);
      const options = record.options.map((option) => {
        const voters = [
          ...accountsWhere((other) => other.votes[key] === option.id),
          ...option.voterIds.map(person),
        ];
        return {
          id: option.id,
          label: option.label,
          votes: voters.length,
          voters: voters.slice(0, votersShown),
        };
      });
      return {
        id: record.id,
        question: record.question,
        options,
        myVote: (viewer as ProfileViewer).votes[key] ?? null,
        totalVotes: options.reduce((sum, option) => sum + option.votes, 0),
      };
    };
    return { profile, self, email, viewer, show: { person, post, poll } };
  }

  route(pagesCalls.profile, async ({ userId }) => {
    const { profile, self, email, show } = await open(userId);
    const response: ProfilePageResponse = {
      header: { ...profile.header, fullName: self.fullName, avatar: self.avatar },
      userAbout: { ...profile.about, email },
      suggestedPages: profile.suggestedPages,
      twitterFeeds: profile.twitterFeeds.map(({ authorId, ...tweet }) => ({
        ...tweet,
        author: show.person(authorId),
      })),
      posts: profile.posts.slice(0, profilePostsPerPage).map(show.post),
      postsTotal: profile.posts.length,
      latestPhotos: profile.latestPhotos,
      suggestions: profile.suggestions.map(({ personId, mutualFriends }) => ({
        ...show.person(personId),
        mutualFriends,
      })),
      polls: profile.polls.map(show.poll),
    };
    return ok(response);
  });

  route(pagesCalls.profilePosts, async ({ input, userId }) => {
    const { profile, show } = await open(userId);
    const start = (input.page - 1) * input.perPage;
    return ok({
      posts: profile.posts.slice(start, start + input.perPage).map(show.post),
      total: profile.posts.length,
    });
  });

  route(pagesCalls.likeProfilePost, async ({ input, userId }) => {
    const { profile, viewer, show } = await open(userId);
    const record = profile.posts.find((candidate) => candidate.id === input.id);
    if (!record) throw notFound(messages.postNotFound(input.id));
    const others = viewer.liked.filter((id) => id !== input.id);
    viewer.liked = input.liked ? [...others, input.id] : others;
    saveStoredViewer(userId, viewer);
    return ok({ post: show.post(record) });
  });

  route(pagesCalls.voteProfilePoll, async ({ input, userId }) => {
    const { profile, viewer, show } = await open(userId);
    const record = profile.polls.find((candidate) => candidate.id === input.id);
    if (!record) throw notFound(messages.pollNotFound(input.id));
    if (!record.options.some((option) => option.id === input.optionId)) {
      throw notFound(messages.optionNotFound(input.optionId));
    }
    viewer.votes[String(record.id)] = input.optionId;
    saveStoredViewer(userId, viewer);
    return ok({ poll: show.poll(record) });
  });
};
