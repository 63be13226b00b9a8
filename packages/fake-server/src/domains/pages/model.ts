import type {
  AccountSettings,
  ApiKey,
  FaqCategory,
  PricingResponse,
  ProfileAbout,
  ProfileHeader,
  ProfilePerson,
  ProfilePhoto,
  SuggestedPage,
} from '@tessera/api-client';

/** A knowledge-base category as kept: its questions carry their article. */
export interface KbCategory {
  slug: string;
  title: string;
  desc: string;
  articles: KbArticle[];
}

export interface KbArticle {
  slug: string;
  question: string;
  paragraphs: string[];
  updatedAt: string;
}

/** One account's own data: its settings and its API keys (without their secrets). */
export interface AccountRecord {
  settings: AccountSettings;
  keys: ApiKey[];
  /** The highest key id ever issued to this account: a revoked id is never given again. */
  lastKeyId: number;
}

/** A post of the profile's feed as kept: who liked it apart from the caller, by person id. */
export interface ProfilePostRecord {
  id: number;
  authorId: number;
  postedAt: string;
  text: string;
  image: string | null;
  likedBy: number[];
  comments: { id: number; authorId: number; text: string; postedAt: string }[];
}

/** A poll as kept: each option's voters apart from the caller, by person id. */
export interface ProfilePollRecord {
  id: number;
  question: string;
  options: { id: number; label: string; voterIds: number[] }[];
}

/** What one account did on the profile page: the posts it likes, its vote in each poll. */
export interface ProfileViewer {
  liked: number[];
  /** Option id by poll id. */
  votes: Record<string, number>;
}

/** The profile page's sample data: the same for every account but its name, likes and votes. */
export interface ProfileData {
  people: ProfilePerson[];
  header: Omit<ProfileHeader, 'fullName' | 'avatar'>;
  about: Omit<ProfileAbout, 'email'>;
  suggestedPages: SuggestedPage[];
  twitterFeeds: { id: number; authorId: number; handle: string; text: string; postedAt: string }[];
  /** Newest first. */
  posts: ProfilePostRecord[];
  latestPhotos: ProfilePhoto[];
  suggestions: { personId: number; mutualFriends: number }[];
  polls: ProfilePollRecord[];
  /** By user id, from this server's memory or an earlier visit. */
  viewers: Map<number, ProfileViewer>;
}

/** What the pages domain stores. */
export interface PagesData {
  faq: FaqCategory[];
  knowledgeBase: KbCategory[];
  pricing: PricingResponse;
  /** By user id, made from the login account on its first call. */
  accounts: Map<number, AccountRecord>;
  /** API key secrets come from a seeded source (repeatable tests): its seed, and how many were made. */
  keySeed: number;
  keysIssued: number;
}

export const messages = {
  categoryNotFound: (slug: string) => `No knowledge-base category "${slug}"`,
  questionNotFound: (slug: string) => `No question "${slug}" in this category`,
  usernameInUse: 'This username is already in use.',
  emailInUse: 'This email is already in use.',
  wrongPassword: 'is not your current password',
  samePassword: 'must differ from the current password',
  passwordChanged: 'Your password was changed.',
  keyNameInUse: 'You already have a key with this name.',
  keyLimit: (limit: number) => `You can hold at most ${limit} keys: revoke one first.`,
  keyNotFound: (id: number) => `No API key with id ${id}`,
  noAccount: 'No account for this session',
  postNotFound: (id: number) => `No post with id ${id}`,
  pollNotFound: (id: number) => `No poll with id ${id}`,
  optionNotFound: (id: number) => `No option with id ${id} in this poll`,
};

/** Lower-case, accents off: search and uniqueness ignore case. */
export const fold = (text: string) =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('en');
