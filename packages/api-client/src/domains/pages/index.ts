import { z } from 'zod';
import {
  contactPattern,
  deletedSchema,
  emailSchema,
  idInputSchema,
  messageResponseSchema,
  newPasswordSchema,
  positiveInt,
  usernameSchema,
} from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import {
  apiKeyAccessLevels,
  apiKeyNameMaxLength,
  avatarMaxBytes,
  bioMaxLength,
  companyMaxLength,
  connectionApps,
  countryMaxLength,
  faqCategoryIds,
  fullNameMaxLength,
  notificationChannels,
  notificationEvents,
  pricingPlanIds,
  searchMaxLength,
  slugPattern,
  socialNetworks,
  urlMaxLength,
} from './constants';
import {
  likeProfilePostInputSchema,
  profilePollResponseSchema,
  profilePostResponseSchema,
  profilePostsQuerySchema,
  profilePostsResponseSchema,
  profilePageResponseSchema,
  voteProfilePollInputSchema,
} from './profile';

export * from './constants';
export * from './profile';

// The content pages: the FAQ, the knowledge base, pricing, the signed-in account's settings, its
// API keys and its profile (./profile.ts). Every signed-in user reads them; the settings and keys are the caller's own.

const searchSchema = z
  .string()
  .trim()
  .max(searchMaxLength, { error: `must be at most ${searchMaxLength} characters` })
  .default('');

const slugSchema = z
  .string()
  .regex(slugPattern, { error: 'must be lower-case letters, digits and dashes' });

const questionAnswerSchema = z.object({ question: z.string().min(1), ans: z.string().min(1) });

// FAQ

export const faqCategoryIdSchema = z.enum(faqCategoryIds);

export const faqCategorySchema = z.object({
  id: faqCategoryIdSchema,
  title: z.string().min(1),
  subtitle: z.string().min(1),
  qandA: z.array(questionAnswerSchema),
});

export const faqQuerySchema = z.object({ q: searchSchema });
export const faqResponseSchema = z.object({ categories: z.array(faqCategorySchema) });

// Knowledge base

export const kbCardSchema = z.object({
  category: slugSchema,
  title: z.string().min(1),
  desc: z.string().min(1),
  articleCount: z.number().int().nonnegative(),
});
export const kbQuestionLinkSchema = z.object({ question: z.string().min(1), slug: slugSchema });
export const kbHomeResponseSchema = z.object({ cards: z.array(kbCardSchema) });
export const kbCategoryInputSchema = z.object({ category: slugSchema });
export const kbCategoryResponseSchema = z.object({
  category: z.object({ slug: slugSchema, title: z.string().min(1), desc: z.string().min(1) }),
  questions: z.array(kbQuestionLinkSchema),
});
export const kbQuestionInputSchema = z.object({ category: slugSchema, question: slugSchema });
export const kbQuestionResponseSchema = z.object({
  category: z.object({ slug: slugSchema, title: z.string().min(1) }),
  article: z.object({
    slug: slugSchema,
    question: z.string().min(1),
    /** Plain text, one paragraph each: an article carries no markup. */
    paragraphs: z.array(z.string().min(1)).min(1),
    updatedAt: z.iso.date(),
  }),
  /** Other questions of the same category. */
  related: z.array(kbQuestionLinkSchema),
});

// Pricing

const amountSchema = z.number().nonnegative();

export const pricingPlanSchema = z.object({
  id: z.enum(pricingPlanIds),
  title: z.string().min(1),
  subtitle: z.string().min(1),
  monthlyPrice: amountSchema,
  yearlyPlan: z.object({ perMonth: amountSchema, totalAnnual: amountSchema }),
  planBenefits: z.array(z.string().min(1)),
  popular: z.boolean(),
});
export const pricingResponseSchema = z.object({
  plans: z.array(pricingPlanSchema),
  qandA: z.array(questionAnswerSchema),
});

// Account settings

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `must be at most ${max} characters` });
/** Empty, or a web address. */
const optionalUrl = () =>
  z.union(
    [
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'must be a web address (http or https)' })
        .max(urlMaxLength, { error: `must be at most ${urlMaxLength} characters` }),
    ],
    { error: 'must be a web address (http or https)' },
  );

/** The base64 length of an image of avatarMaxBytes, and its data URL's header. */
const avatarMaxLength = Math.ceil(avatarMaxBytes / 3) * 4 + 'data:image/jpeg;base64,'.length;
const avatarSchema = z.union(
  [
    z.literal(''),
    z
      .string()
      .max(avatarMaxLength, { error: 'must be 800 KB or less' })
      .regex(/^data:image\/(png|jpeg|gif);base64,[A-Za-z0-9+/]+=*$/, {
        error: 'must be a PNG, JPEG or GIF image',
      }),
  ],
  { error: 'must be a PNG, JPEG or GIF image of 800 KB or less' },
);

export const accountGeneralSchema = z.object({
  username: usernameSchema(),
  fullName: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(fullNameMaxLength, { error: `must be at most ${fullNameMaxLength} characters` }),
  email: emailSchema(),
  company: optionalText(companyMaxLength),
  /** A data URL of the uploaded picture, or '' for the initials. */
  avatar: avatarSchema,
});

export const accountInfoSchema = z.object({
  bio: optionalText(bioMaxLength),
  /** '' or an ISO date in the past. */
  dob: z.union([z.literal(''), z.iso.date({ error: 'must be a date' })], {
    error: 'must be a date',
  }),
  country: optionalText(countryMaxLength),
  website: optionalUrl(),
  phone: z.union(
    [z.literal(''), z.string().trim().regex(contactPattern, { error: 'must be a phone number' })],
    {
      error: 'must be a phone number',
    },
  ),
});

export const accountSocialSchema = z.object(
  Object.fromEntries(socialNetworks.map((network) => [network, optionalUrl()])) as Record<
    (typeof socialNetworks)[number],
    ReturnType<typeof optionalUrl>
  >,
);

export const accountConnectionsSchema = z.object(
  Object.fromEntries(connectionApps.map((app) => [app, z.boolean()])) as Record<
    (typeof connectionApps)[number],
    z.ZodBoolean
  >,
);

const channelsSchema = z.object(
  Object.fromEntries(notificationChannels.map((channel) => [channel, z.boolean()])) as Record<
    (typeof notificationChannels)[number],
    z.ZodBoolean
  >,
);
export const accountNotificationsSchema = z.object(
  Object.fromEntries(notificationEvents.map((event) => [event, channelsSchema])) as Record<
    (typeof notificationEvents)[number],
    typeof channelsSchema
  >,
);

export const accountSettingsSchema = z.object({
  general: accountGeneralSchema,
  info: accountInfoSchema,
  social: accountSocialSchema,
  connections: accountConnectionsSchema,
  notifications: accountNotificationsSchema,
});

export const changeAccountPasswordInputSchema = z.object({
  currentPassword: z.string().min(1, { error: 'is required' }),
  newPassword: newPasswordSchema(),
});

// API keys

export const apiKeyAccessSchema = z.enum(apiKeyAccessLevels);
export const apiKeySchema = z.object({
  id: positiveInt(),
  name: z.string().min(1),
  access: apiKeyAccessSchema,
  /** The key's public part (its secret is shown once, when created). */
  prefix: z.string().min(1),
  createdAt: z.iso.datetime(),
});
export const apiKeyListResponseSchema = z.object({ keys: z.array(apiKeySchema) });
export const newApiKeySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(apiKeyNameMaxLength, { error: `must be at most ${apiKeyNameMaxLength} characters` }),
  access: apiKeyAccessSchema,
});
export const createdApiKeySchema = z.object({
  key: apiKeySchema,
  /** The whole key: answered this once, never again. */
  secret: z.string().min(1),
});

export const pagesDomain = defineDomain('pages', {
  /** The FAQ's categories; with `q`, only the questions and answers that contain it. */
  faq: endpoint({
    method: 'get',
    path: '/faq/data',
    input: faqQuerySchema,
    output: faqResponseSchema,
  }),
  /** The knowledge base's cards; with `q`, those whose title, text or questions match. */
  knowledgeBase: endpoint({
    method: 'get',
    path: '/faq/data/knowledge_base',
    input: faqQuerySchema,
    output: kbHomeResponseSchema,
  }),
  /** One category and its questions; 404 for an unknown slug. */
  kbCategory: endpoint({
    method: 'get',
    path: '/faq/data/category',
    input: kbCategoryInputSchema,
    output: kbCategoryResponseSchema,
  }),
  /** One article; 404 for an unknown category or question. */
  kbQuestion: endpoint({
    method: 'get',
    path: '/faq/data/question',
    input: kbQuestionInputSchema,
    output: kbQuestionResponseSchema,
  }),
  /** The plans and the questions about them. */
  pricing: endpoint({ method: 'get', path: '/pricing/data', output: pricingResponseSchema }),
  /** The caller's settings. */
  account: endpoint({
    method: 'get',
    path: '/account-setting/data',
    output: accountSettingsSchema,
  }),
  /** Each tab saves through its own call and answers the settings as saved. */
  saveGeneral: endpoint({
    method: 'put',
    path: '/account-setting/general',
    input: accountGeneralSchema,
    output: accountSettingsSchema,
  }),
  saveInfo: endpoint({
    method: 'put',
    path: '/account-setting/info',
    input: accountInfoSchema,
    output: accountSettingsSchema,
  }),
  saveSocial: endpoint({
    method: 'put',
    path: '/account-setting/social',
    input: accountSocialSchema,
    output: accountSettingsSchema,
  }),
  saveConnections: endpoint({
    method: 'put',
    path: '/account-setting/connections',
    input: accountConnectionsSchema,
    output: accountSettingsSchema,
  }),
  saveNotifications: endpoint({
    method: 'put',
    path: '/account-setting/notifications',
    input: accountNotificationsSchema,
    output: accountSettingsSchema,
  }),
  /** 400 on `currentPassword` when it is not the account's password. */
  changePassword: endpoint({
    method: 'post',
    path: '/account-setting/password',
    input: changeAccountPasswordInputSchema,
    output: messageResponseSchema,
  }),
  /** The caller's API keys, newest first. */
  apiKeys: endpoint({ method: 'get', path: '/api-keys', output: apiKeyListResponseSchema }),
  /** Creates a key (201); its name must be unused among the caller's keys. */
  createApiKey: endpoint({
    method: 'post',
    path: '/api-keys',
    input: newApiKeySchema,
    output: createdApiKeySchema,
  }),
  /** Revokes one of the caller's keys; 404 and nothing changed for any other id. */
  revokeApiKey: endpoint({
    method: 'delete',
    path: '/api-keys/{id}',
    input: idInputSchema,
    output: deletedSchema,
  }),
  /** The caller's profile page, with the first page of posts. */
  profile: endpoint({ method: 'get', path: '/profile/data', output: profilePageResponseSchema }),
  /** One page of the profile's posts, newest first ("Load more"). */
  profilePosts: endpoint({
    method: 'get',
    path: '/profile/data/posts',
    input: profilePostsQuerySchema,
    output: profilePostsResponseSchema,
  }),
  /** Sets whether the caller likes a post; 404 and nothing changed for an unknown post. */
  likeProfilePost: endpoint({
    method: 'put',
    path: '/profile/posts/{id}/like',
    input: likeProfilePostInputSchema,
    output: profilePostResponseSchema,
  }),
  /** The caller's vote in a poll (a new vote replaces the old); 404 for an unknown poll or option. */
  voteProfilePoll: endpoint({
    method: 'put',
    path: '/profile/polls/{id}/vote',
    input: voteProfilePollInputSchema,
    output: profilePollResponseSchema,
  }),
});

export type FaqCategoryId = z.output<typeof faqCategoryIdSchema>;
export type FaqCategory = z.output<typeof faqCategorySchema>;
export type FaqResponse = z.output<typeof faqResponseSchema>;
export type KbCard = z.output<typeof kbCardSchema>;
export type KbQuestionLink = z.output<typeof kbQuestionLinkSchema>;
export type KbHomeResponse = z.output<typeof kbHomeResponseSchema>;
export type KbCategoryResponse = z.output<typeof kbCategoryResponseSchema>;
export type KbQuestionResponse = z.output<typeof kbQuestionResponseSchema>;
export type PricingPlan = z.output<typeof pricingPlanSchema>;
export type PricingResponse = z.output<typeof pricingResponseSchema>;
export type AccountGeneral = z.output<typeof accountGeneralSchema>;
export type AccountInfo = z.output<typeof accountInfoSchema>;
export type AccountSocial = z.output<typeof accountSocialSchema>;
export type AccountConnections = z.output<typeof accountConnectionsSchema>;
export type AccountNotifications = z.output<typeof accountNotificationsSchema>;
export type AccountSettings = z.output<typeof accountSettingsSchema>;
export type ChangeAccountPasswordInput = z.input<typeof changeAccountPasswordInputSchema>;
export type ApiKeyAccess = z.output<typeof apiKeyAccessSchema>;
export type ApiKey = z.output<typeof apiKeySchema>;
export type ApiKeyListResponse = z.output<typeof apiKeyListResponseSchema>;
export type NewApiKey = z.input<typeof newApiKeySchema>;
export type CreatedApiKey = z.output<typeof createdApiKeySchema>;
