import type { Chat, ChatContact, ChatProfile, ChatSummary } from '@tessera/api-client';

/** What the chat domain stores. */
export interface ChatData {
  profileUser: ChatProfile;
  contacts: ChatContact[];
  /** One chat at most per contact (`userId`). */
  chats: Chat[];
  /** The highest chat id ever issued. */
  lastChatId: number;
}

export const messages = {
  unknownContact: (id: number) => `No contact with id ${id}`,
};

const byName = new Intl.Collator('en', { sensitivity: 'base' });

/** Every contact, by name. */
export function contactsByName(contacts: ChatContact[]): ChatContact[] {
  return [...contacts].sort((a, b) => byName.compare(a.fullName, b.fullName));
}

/** The contacts with a chat, with its last message and unseen count, the most recent first. */
export function chatSummaries({ contacts, chats }: ChatData): ChatSummary[] {
  const contactOf = new Map(contacts.map((contact) => [contact.id, contact]));
  return chats
    .flatMap((chat) => {
      const contact = contactOf.get(chat.userId);
      const lastMessage = chat.chat.at(-1);
      if (!contact || !lastMessage) return [];
      return [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage } }];
    })
    .sort((a, b) => Date.parse(b.chat.lastMessage.time) - Date.parse(a.chat.lastMessage.time));
}
