import {
  api,
  type ChatMessage,
  type ChatsAndContacts,
  type GetChatInput,
  type OpenedChat,
  type ProfileResponse,
  type SendMessageInput,
  type SentMessage,
  type UpdateProfileInput,
} from '@tessera/api-client';
import {
  fromClient,
  injectFeatureEndpoints,
  onSuccess,
  optimistic,
} from '@tessera/ui/server-state';

/** The left panel: chats, contacts and the profile, in one answer. */
const panelTag = { type: 'ChatPanel' as const, id: 'LIST' };
/** One contact's chat. */
const chatTag = (contactId: number) => ({ type: 'Chat' as const, id: contactId });

/** What the composer sends: the message, and who writes it (for the screen, not the server). */
export type OutgoingMessage = SendMessageInput & { senderId: number };

/**
 * The chat app's server state. Opening a chat clears its badge in the panel; a message shows in
 * its thread at once (rolled back if refused), then the panel refetches to put the chat on top.
 * A profile change shows at once too.
 */
export const chatApi = injectFeatureEndpoints(['ChatPanel', 'Chat'], (build) => ({
  chatsAndContacts: build.query<ChatsAndContacts, undefined>({
    queryFn: () => fromClient(api.chat.chatsAndContacts()),
    providesTags: [panelTag],
  }),
  getChat: build.query<OpenedChat, GetChatInput>({
    queryFn: (input) => fromClient(api.chat.get(input)),
    providesTags: (_answer, _error, { id }) => [chatTag(id)],
    // The server has marked the chat seen: the panel's badge goes at once, without a refetch.
    onQueryStarted: async ({ id }, { dispatch, queryFulfilled }) => {
      try {
        await queryFulfilled;
      } catch {
        return;
      }
      dispatch(
        chatApi.util.updateQueryData('chatsAndContacts', undefined, (panel) => {
          const summary = panel.chatsContacts.find((contact) => contact.id === id);
          if (summary) summary.chat.unseenMsgs = 0;
        }),
      );
    },
  }),
  sendMessage: build.mutation<SentMessage, OutgoingMessage>({
    queryFn: ({ contactId, message }) => fromClient(api.chat.send({ contactId, message })),
    invalidatesTags: onSuccess(({ contactId }) => [panelTag, chatTag(contactId)]),
  }),
  updateProfile: build.mutation<ProfileResponse, UpdateProfileInput>({
    queryFn: (input) => fromClient(api.chat.updateProfile(input)),
    invalidatesTags: onSuccess(() => [panelTag]),
  }),
}));

chatApi.enhanceEndpoints({
  endpoints: {
    sendMessage: {
      onQueryStarted: optimistic(chatApi, {
        touches: ({ contactId }) => [chatTag(contactId)],
        patch: {
          getChat: (opened, { contactId, message, senderId }) => {
            const sent: ChatMessage = {
              message: message.trim(),
              senderId,
              time: new Date().toISOString(),
            };
            // A first message shows in a chat of its own until the server's id arrives.
            if (opened.chat) opened.chat.chat.push(sent);
            else opened.chat = { id: 1, userId: contactId, unseenMsgs: 0, chat: [sent] };
          },
        },
      }),
    },
    updateProfile: {
      onQueryStarted: optimistic(chatApi, {
        touches: () => [panelTag],
        patch: {
          chatsAndContacts: (panel, { status, about, settings }) => {
            const profile = panel.profileUser;
            if (status !== undefined) profile.status = status;
            if (about !== undefined) profile.about = about.trim();
            if (settings) Object.assign(profile.settings, settings);
          },
        },
      }),
    },
  },
});

export const {
  useChatsAndContactsQuery,
  useGetChatQuery,
  useSendMessageMutation,
  useUpdateProfileMutation,
} = chatApi;
