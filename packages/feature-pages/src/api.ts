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
  type PricingResponse,
} from '@tessera/api-client';
import { fromClient, injectFeatureEndpoints, recordTags } from '@tessera/ui/server-state';

const keys = recordTags('ApiKey');
const account = { type: 'Account', id: 'ME' } as const;

/**
 * The content pages' server state. The FAQ, knowledge base and pricing are read only; a settings
 * tab's save answers the whole settings, which replace the cached ones (no refetch); a key's
 * creation or revocation refetches the key list.
 */
export const pagesApi = injectFeatureEndpoints(['Account', 'ApiKey'], (build) => ({
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
    invalidatesTags: (_answer, error) => (error ? [] : [keys.list]),
  }),
  revokeApiKey: build.mutation<{ id: number }, { id: number }>({
    queryFn: ({ id }) => fromClient(api.pages.revokeApiKey({ id })),
    invalidatesTags: (_answer, error, { id }) => (error ? [] : [keys.one(id), keys.list]),
  }),
}));

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
pagesApi.enhanceEndpoints({
  endpoints: {
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
} = pagesApi;
