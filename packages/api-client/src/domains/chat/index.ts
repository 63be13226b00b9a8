import { z } from 'zod';
import { positiveInt } from '../../common';
import { defineDomain } from '../../domain';
import { endpoint } from '../../endpoint';
import { chatAboutMaxLength, chatMessageMaxLength, chatStatuses } from './constants';

export * from './constants';

// The chat app: the signed-in user's chat profile, their contacts, and one chat per contact
// (messages, and how many of them the user has not seen). Admins only (the fake server's
// domain table says so).

export const chatStatusSchema = z.enum(chatStatuses);

export const chatContactSchema = z.object({
  id: positiveInt(),
  fullName: z.string().min(1),
  role: z.string(),
  about: z.string(),
  /** A generated picture (a `data:` SVG). */
  avatar: z.string().min(1),
  status: chatStatusSchema,
});

export const chatSettingsSchema = z.object({
  isTwoStepAuthVerificationEnabled: z.boolean(),
  isNotificationsOn: z.boolean(),
});

export const chatProfileSchema = chatContactSchema.extend({ settings: chatSettingsSchema });

export const chatMessageSchema = z.object({
  message: z.string().min(1),
  /** ISO date-time. */
  time: z.iso.datetime(),
  /** The profile user's id for their own messages, the contact's otherwise. */
  senderId: positiveInt(),
});

export const chatSchema = z.object({
  id: positiveInt(),
  /** The contact the chat is with. */
  userId: positiveInt(),
  unseenMsgs: z.number().int().nonnegative(),
  /** Oldest first. */
  chat: z.array(chatMessageSchema),
});

/** A contact with a chat, as the list shows it: the last message and the unseen count. */
export const chatSummarySchema = chatContactSchema.extend({
  chat: z.object({
    id: positiveInt(),
    unseenMsgs: z.number().int().nonnegative(),
    lastMessage: chatMessageSchema,
  }),
});

export const chatsAndContactsSchema = z.object({
  /** The contacts with a chat, the most recent activity first. */
  chatsContacts: z.array(chatSummarySchema),
  /** Every contact, by name. */
  contacts: z.array(chatContactSchema),
  profileUser: chatProfileSchema,
});

export const profileResponseSchema = z.object({ profileUser: chatProfileSchema });

/** Changes the profile: any of status, about and the settings. */
export const updateProfileInputSchema = z
  .strictObject({
    status: chatStatusSchema.optional(),
    about: z
      .string()
      .trim()
      .max(chatAboutMaxLength, { error: `must be at most ${chatAboutMaxLength} characters` })
      .optional(),
    settings: chatSettingsSchema.partial().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'must change status, about or settings',
    when: (payload) => payload.issues.length === 0,
  });

export const getChatInputSchema = z.object({ id: positiveInt() });
export const openedChatSchema = z.object({
  /** Null when the user has not written with this contact yet. */
  chat: chatSchema.nullable(),
  contact: chatContactSchema,
});

export const sendMessageInputSchema = z.object({
  contactId: positiveInt(),
  message: z
    .string()
    .trim()
    .min(1, { error: 'must not be empty' })
    .max(chatMessageMaxLength, { error: `must be at most ${chatMessageMaxLength} characters` }),
});
export const sentMessageSchema = z.object({
  newMessageData: chatMessageSchema,
  /** The chat's id. */
  id: positiveInt(),
  /** The chat, when this message started it. */
  chat: chatSchema.optional(),
});

export const chatDomain = defineDomain('chat', {
  /** The signed-in user's chat profile. */
  profile: endpoint({
    method: 'get',
    path: '/apps/chat/users/profile-user',
    output: profileResponseSchema,
  }),
  /** Changes the profile's status, about or settings. */
  updateProfile: endpoint({
    method: 'post',
    path: '/apps/chat/users/profile-user',
    input: updateProfileInputSchema,
    output: profileResponseSchema,
  }),
  /** The chats (most recent first), the contacts and the profile, for the left panel. */
  chatsAndContacts: endpoint({
    method: 'get',
    path: '/apps/chat/chats-and-contacts',
    output: chatsAndContactsSchema,
  }),
  /** A contact and the chat with them; opening it marks it seen. 404 for an unknown contact. */
  get: endpoint({
    method: 'get',
    path: '/apps/chat/get-chat',
    input: getChatInputSchema,
    output: openedChatSchema,
  }),
  /** Sends a message (201); the first one to a contact starts the chat, once. */
  send: endpoint({
    method: 'post',
    path: '/apps/chat/send-msg',
    input: sendMessageInputSchema,
    output: sentMessageSchema,
  }),
});

export type ChatStatus = z.output<typeof chatStatusSchema>;
export type ChatContact = z.output<typeof chatContactSchema>;
export type ChatSettings = z.output<typeof chatSettingsSchema>;
export type ChatProfile = z.output<typeof chatProfileSchema>;
export type ChatMessage = z.output<typeof chatMessageSchema>;
export type Chat = z.output<typeof chatSchema>;
export type ChatSummary = z.output<typeof chatSummarySchema>;
export type ChatsAndContacts = z.output<typeof chatsAndContactsSchema>;
export type ProfileResponse = z.output<typeof profileResponseSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;
export type GetChatInput = z.input<typeof getChatInputSchema>;
export type OpenedChat = z.output<typeof openedChatSchema>;
export type SendMessageInput = z.input<typeof sendMessageInputSchema>;
export type SentMessage = z.output<typeof sentMessageSchema>;
