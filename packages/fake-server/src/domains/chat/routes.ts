import type {
  ChatMessage,
  ChatsAndContacts,
  OpenedChat,
  ProfileResponse,
  SentMessage,
} from '@tessera/api-client';
import { chatDomain } from '@tessera/api-client/schemas';
import { created, findById, ok, type DomainRoutes } from '../../server';
import { chatData } from './handle';
import { chatSummaries, contactsByName, messages } from './model';

const chatCalls = chatDomain.endpoints;

export const chatRoutes: DomainRoutes = (route, { db }) => {
  route(chatCalls.profile, async () => {
    const { profileUser } = await db.load(chatData);
    const response: ProfileResponse = { profileUser };
    return ok(response);
  });

  route(chatCalls.updateProfile, async ({ input }) => {
    const { profileUser } = await db.load(chatData);
    if (input.status !== undefined) profileUser.status = input.status;
    if (input.about !== undefined) profileUser.about = input.about;
    if (input.settings) {
      const { isNotificationsOn, isTwoStepAuthVerificationEnabled } = input.settings;
      if (isNotificationsOn !== undefined)
        profileUser.settings.isNotificationsOn = isNotificationsOn;
      if (isTwoStepAuthVerificationEnabled !== undefined) {
        profileUser.settings.isTwoStepAuthVerificationEnabled = isTwoStepAuthVerificationEnabled;
      }
    }
    const response: ProfileResponse = { profileUser };
    return ok(response);
  });

  route(chatCalls.chatsAndContacts, async () => {
    const data = await db.load(chatData);
    const response: ChatsAndContacts = {
      chatsContacts: chatSummaries(data),
      contacts: contactsByName(data.contacts),
      profileUser: data.profileUser,
    };
    return ok(response);
  });

  route(chatCalls.get, async ({ input }) => {
    const data = await db.load(chatData);
    const contact = findById(data.contacts, input.id, messages.unknownContact);
    const chat = data.chats.find((candidate) => candidate.userId === contact.id) ?? null;
    // Opening a chat is seeing it.
    if (chat) chat.unseenMsgs = 0;
    const response: OpenedChat = { chat, contact };
    return ok(response);
  });

  route(chatCalls.send, async ({ input }) => {
    const data = await db.load(chatData);
    const contact = findById(data.contacts, input.contactId, messages.unknownContact);
    const newMessageData: ChatMessage = {
      message: input.message,
      time: new Date().toISOString(),
      senderId: data.profileUser.id,
    };
    const existing = data.chats.find((candidate) => candidate.userId === contact.id);
    if (existing) {
      existing.chat.push(newMessageData);
      const response: SentMessage = { newMessageData, id: existing.id };
      return created(response);
    }
    data.lastChatId += 1;
    const chat = { id: data.lastChatId, userId: contact.id, unseenMsgs: 0, chat: [newMessageData] };
    data.chats.push(chat);
    const response: SentMessage = { newMessageData, id: chat.id, chat };
    return created(response);
  });
};
