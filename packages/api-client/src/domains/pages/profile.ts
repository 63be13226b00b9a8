import { z } from 'zod';
import { perPageSchema, positiveInt } from '../../common';
import { profilePostsPerPage } from './constants';

// The profile page: the signed-in account's header and about, what it follows, and a feed of
// its connections' posts, which it can like, and polls, which it can vote in. The likes and
// votes are the caller's own; everything else is sample data.

/** A generated picture (an SVG data URL): sample data needs no image files. */
const pictureSchema = z.string().startsWith('data:image/svg+xml,');
const dateTimeSchema = z.iso.datetime();

export const profilePersonSchema = z.object({
  id: positiveInt(),
  fullName: z.string().min(1),
  avatar: pictureSchema,
});

export const profileHeaderSchema = z.object({
  fullName: z.string().min(1),
  designation: z.string().min(1),
  location: z.string().min(1),
  joinedAt: z.iso.date(),
  avatar: pictureSchema,
  cover: pictureSchema,
});

export const profileAboutSchema = z.object({
  bio: z.string().min(1),
  role: z.string().min(1),
  country: z.string().min(1),
  languages: z.array(z.string().min(1)),
  email: z.email(),
  phone: z.string().min(1),
  teams: z.array(z.string().min(1)),
});

export const suggestedPageSchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  category: z.string().min(1),
  avatar: pictureSchema,
});

export const twitterFeedSchema = z.object({
  id: positiveInt(),
  author: profilePersonSchema,
  handle: z.string().startsWith('@'),
  text: z.string().min(1),
  postedAt: dateTimeSchema,
});

export const profileCommentSchema = z.object({
  id: positiveInt(),
  author: profilePersonSchema,
  text: z.string().min(1),
  postedAt: dateTimeSchema,
});

export const profilePostSchema = z.object({
  id: positiveInt(),
  author: profilePersonSchema,
  postedAt: dateTimeSchema,
  text: z.string().min(1),
  /** A generated picture, or null for a text-only post. */
  image: pictureSchema.nullable(),
  likes: z.number().int().nonnegative(),
  likedByMe: z.boolean(),
  /** The first of the people who liked it (the caller first when it did). */
  likedUsers: z.array(profilePersonSchema),
  comments: z.array(profileCommentSchema),
});

export const profilePhotoSchema = z.object({
  id: positiveInt(),
  src: pictureSchema,
  alt: z.string().min(1),
});

export const profileSuggestionSchema = profilePersonSchema.extend({
  mutualFriends: z.number().int().nonnegative(),
});

export const profilePollOptionSchema = z.object({
  id: positiveInt(),
  label: z.string().min(1),
  votes: z.number().int().nonnegative(),
  /** A few of the people who chose it. */
  voters: z.array(profilePersonSchema),
});

export const profilePollSchema = z.object({
  id: positiveInt(),
  question: z.string().min(1),
  options: z.array(profilePollOptionSchema).min(2),
  /** The option the caller chose, or null. */
  myVote: positiveInt().nullable(),
  totalVotes: z.number().int().nonnegative(),
});

export const profilePageResponseSchema = z.object({
  header: profileHeaderSchema,
  userAbout: profileAboutSchema,
  suggestedPages: z.array(suggestedPageSchema),
  twitterFeeds: z.array(twitterFeedSchema),
  /** The first page of posts, newest first; `postsTotal` counts them all. */
  posts: z.array(profilePostSchema),
  postsTotal: z.number().int().nonnegative(),
  latestPhotos: z.array(profilePhotoSchema),
  suggestions: z.array(profileSuggestionSchema),
  polls: z.array(profilePollSchema),
});

export const profilePostsQuerySchema = z.object({
  page: positiveInt().default(1),
  perPage: perPageSchema(profilePostsPerPage),
});
export const profilePostsResponseSchema = z.object({
  posts: z.array(profilePostSchema),
  total: z.number().int().nonnegative(),
});

export const likeProfilePostInputSchema = z.object({ id: positiveInt(), liked: z.boolean() });
export const profilePostResponseSchema = z.object({ post: profilePostSchema });

export const voteProfilePollInputSchema = z.object({ id: positiveInt(), optionId: positiveInt() });
export const profilePollResponseSchema = z.object({ poll: profilePollSchema });

export type ProfilePerson = z.output<typeof profilePersonSchema>;
export type ProfileHeader = z.output<typeof profileHeaderSchema>;
export type ProfileAbout = z.output<typeof profileAboutSchema>;
export type SuggestedPage = z.output<typeof suggestedPageSchema>;
export type TwitterFeed = z.output<typeof twitterFeedSchema>;
export type ProfileComment = z.output<typeof profileCommentSchema>;
export type ProfilePost = z.output<typeof profilePostSchema>;
export type ProfilePhoto = z.output<typeof profilePhotoSchema>;
export type ProfileSuggestion = z.output<typeof profileSuggestionSchema>;
export type ProfilePollOption = z.output<typeof profilePollOptionSchema>;
export type ProfilePoll = z.output<typeof profilePollSchema>;
export type ProfilePageResponse = z.output<typeof profilePageResponseSchema>;
export type ProfilePostsQuery = z.input<typeof profilePostsQuerySchema>;
export type ProfilePostsResponse = z.output<typeof profilePostsResponseSchema>;
export type LikeProfilePostInput = z.input<typeof likeProfilePostInputSchema>;
export type VoteProfilePollInput = z.input<typeof voteProfilePollInputSchema>;
