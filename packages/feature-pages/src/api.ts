import {
  api,
  type AccountConnections,
  type AccountGeneral,
  type AccountInfo,
  type AccountNotifications,
  type AccountSettings,
  type AccountSocial,
  type ApiKey,
  type ChangeAccountPasswordInput,
  type CreatedApiKey,
  type FaqResponse,
  type KbCategoryResponse,
  type KbHomeResponse,
  type KbQuestionResponse,
  type MessageResponse,
  type NewApiKey,
  type LikeProfilePostInput,
  type PricingResponse,
  type ProfilePageResponse,
  type ProfilePoll,
  type ProfilePost,
  type ProfilePostsResponse,
  type VoteProfilePollInput,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  optimistic,
  patchItems,
  recordTags,
} from '@tessera/ui/server-state';

const keys = recordTags('ApiKey');
const account = { type: 'Account', id: 'ME' } as const;
const posts = recordTags('ProfilePost');
const pollTag = (id: number) => ({ type: 'ProfilePoll' as const, id });

/**
 * The content pages' server state. The FAQ, knowledge base and pricing are read only; a settings
 * tab's save answers the whole settings, which replace the cached ones (no refetch); a key's
 * creation or revocation refetches the key list.
 */
export const pagesApi = injectFeatureEndpoints(
  ['Account', 'ApiKey', 'ProfilePost', 'ProfilePoll'],
  (build) => ({
    getFaq: build.query<FaqResponse, { q: string }>({
      queryFn: (input) => fromClient(api.pages.faq(input)),
    }),
    getKnowledgeBase: build.query<KbHomeResponse, { q: string }>({
      queryFn: (input) => fromClient(api.pages.knowledgeBase(input)),
    }),
    getKbCategory: build.query<KbCategoryResponse, { category: string }>({
      queryFn: (input) => fromClient(api.pages.kbCategory(input)),
    }),
    getKbQuestion: build.query<KbQuestionResponse, { category: string; question: string }>({
      queryFn: (input) => fromClient(api.pages.kbQuestion(input)),
    }),
    getPricing: build.query<PricingResponse, undefined>({
      queryFn: () => fromClient(api.pages.pricing()),
    }),
    getAccount: build.query<AccountSettings, undefined>({
      queryFn: () => fromClient(api.pages.account()),
      providesTags: [account],
    }),
    saveGeneral: build.mutation<AccountSettings, AccountGeneral>({
      queryFn: (input) => fromClient(api.pages.saveGeneral(input)),
    }),
    saveInfo: build.mutation<AccountSettings, AccountInfo>({
      queryFn: (input) => fromClient(api.pages.saveInfo(input)),
    }),
    saveSocial: build.mutation<AccountSettings, AccountSocial>({
      queryFn: (input) => fromClient(api.pages.saveSocial(input)),
    }),
    saveConnections: build.mutation<AccountSettings, AccountConnections>({
      queryFn: (input) => fromClient(api.pages.saveConnections(input)),
    }),
    saveNotifications: build.mutation<AccountSettings, AccountNotifications>({
      queryFn: (input) => fromClient(api.pages.saveNotifications(input)),
    }),
    changePassword: build.mutation<MessageResponse, ChangeAccountPasswordInput>({
      queryFn: (input) => fromClient(api.pages.changePassword(input)),
    }),
    listApiKeys: build.query<ApiKey[], undefined>({
      queryFn: () => fromClient(api.pages.apiKeys().then((answer) => answer.keys)),
      providesTags: (answer) => keys.listed(answer),
    }),
    createApiKey: build.mutation<CreatedApiKey, NewApiKey>({
      queryFn: (input) => fromClient(api.pages.createApiKey(input)),
      invalidatesTags: onSuccess(() => [keys.list]),
    }),
    revokeApiKey: build.mutation<{ id: number }, { id: number }>({
      queryFn: ({ id }) => fromClient(api.pages.revokeApiKey({ id })),
      invalidatesTags: onSuccess(({ id }) => [keys.one(id), keys.list]),
    }),
    /** The profile page, with its first page of posts (each post's tag: a like refetches it). */
    getProfile: build.query<ProfilePageResponse, undefined>({
      queryFn: () => fromClient(api.pages.profile()),
      providesTags: (answer) => [
        ...posts.listed(answer?.posts),
        ...(answer?.polls ?? []).map((poll) => pollTag(poll.id)),
      ],
    }),
    /** A later page of the profile's posts ("Load more"). */
    listProfilePosts: build.query<ProfilePostsResponse, { page: number }>({
      queryFn: (input) => fromClient(api.pages.profilePosts(input)),
      providesTags: (answer) => posts.listed(answer?.posts),
    }),
    likeProfilePost: build.mutation<ProfilePost, LikeProfilePostInput>({
      queryFn: (input) => fromClient(api.pages.likeProfilePost(input).then(({ post }) => post)),
      invalidatesTags: onSuccess(({ id }) => [posts.one(id)]),
    }),
    voteProfilePoll: build.mutation<ProfilePoll, VoteProfilePollInput>({
      queryFn: (input) => fromClient(api.pages.voteProfilePoll(input).then(({ poll }) => poll)),
      invalidatesTags: onSuccess(({ id }) => [pollTag(id)]),
    }),
  }),
);

/** A saved tab's answer is the settings as the server keeps them: the cache takes them as they are. */
async function keepSaved({
  dispatch,
  queryFulfilled,
}: {
  dispatch: (action: ReturnType<typeof pagesApi.util.upsertQueryData>) => unknown;
  queryFulfilled: Promise<{ data: AccountSettings }>;
}) {
  try {
    const { data } = await queryFulfilled;
    dispatch(pagesApi.util.upsertQueryData('getAccount', undefined, data));
  } catch {
    // The caller shows the refusal; the cache keeps the server's truth.
  }
}
/** The like shows at once: the count moves by one, the names wait for the server's answer. */
const like = (post: ProfilePost, liked: boolean) => {
  if (post.likedByMe === liked) return;
  post.likedByMe = liked;
  post.likes += liked ? 1 : -1;
};

/** The vote shows at once: the caller's option gains one, the one it left loses one. */
const vote = (poll: ProfilePoll, optionId: number) => {
  if (poll.myVote === optionId) return;
  for (const option of poll.options) {
    if (option.id === poll.myVote) option.votes -= 1;
    if (option.id === optionId) option.votes += 1;
  }
  if (poll.myVote === null) poll.totalVotes += 1;
  poll.myVote = optionId;
};

pagesApi.enhanceEndpoints({
  endpoints: {
    likeProfilePost: {
      onQueryStarted: optimistic(pagesApi, {
        touches: ({ id }) => [posts.one(id)],
        patch: {
          getProfile: (page, { id, liked }) =>
            patchItems(page.posts, [id], (post) => like(post, liked)),
          listProfilePosts: (answer, { id, liked }) =>
            patchItems(answer.posts, [id], (post) => like(post, liked)),
        },
      }),
    },
    voteProfilePoll: {
      onQueryStarted: optimistic(pagesApi, {
        touches: ({ id }) => [pollTag(id)],
        patch: {
          getProfile: (page, { id, optionId }) =>
            patchItems(page.polls, [id], (poll) => vote(poll, optionId)),
        },
      }),
    },
    saveGeneral: { onQueryStarted: (_input, lifecycle) => keepSaved(lifecycle) },
    saveInfo: { onQueryStarted: (_input, lifecycle) => keepSaved(lifecycle) },
    saveSocial: { onQueryStarted: (_input, lifecycle) => keepSaved(lifecycle) },
    saveConnections: { onQueryStarted: (_input, lifecycle) => keepSaved(lifecycle) },
    saveNotifications: { onQueryStarted: (_input, lifecycle) => keepSaved(lifecycle) },
  },
});

export const {
  useGetFaqQuery,
  useGetKnowledgeBaseQuery,
  useGetKbCategoryQuery,
  useGetKbQuestionQuery,
  useGetPricingQuery,
  useGetAccountQuery,
  useSaveGeneralMutation,
  useSaveInfoMutation,
  useSaveSocialMutation,
  useSaveConnectionsMutation,
  useSaveNotificationsMutation,
  useChangePasswordMutation,
  useListApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useGetProfileQuery,
  useListProfilePostsQuery,
  useLikeProfilePostMutation,
  useVoteProfilePollMutation,
} = pagesApi;
