import { api, clearSession } from '@tessera/api-client';
import {
  chatsAndContactsSchema,
  openedChatSchema,
  sentMessageSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { chatData } from './handle';

const { dataOf, expectRefused } = setupDomainTests((server) => server.db.load(chatData));

/** A contact the user has never written with: the data guarantees some. */
async function contactWithoutChat() {
  const { contacts, chats } = await dataOf();
  const contact = contacts.find((candidate) => !chats.some((chat) => chat.userId === candidate.id));
  if (!contact) throw new Error('the sample data has contacts without a chat');
  return contact;
}

describe('GET /apps/chat/chats-and-contacts', () => {
  it('answers the chats, most recent first, with their last message and unseen count', async () => {
    const response = await api.chat.chatsAndContacts();
    expect(chatsAndContactsSchema.parse(response)).toEqual(response);
    const { chats, contacts, profileUser } = await dataOf();
    expect(contacts.length).toBeGreaterThanOrEqual(10);
    expect(response.profileUser).toEqual(profileUser);
    expect(response.contacts.map((contact) => contact.fullName)).toEqual(
      contacts.map((contact) => contact.fullName).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(response.chatsContacts).toHaveLength(chats.length);
    const times = response.chatsContacts.map((summary) =>
      Date.parse(summary.chat.lastMessage.time),
    );
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const summary of response.chatsContacts) {
      const chat = chats.find((candidate) => candidate.id === summary.chat.id);
      expect(summary.chat).toEqual({
        id: chat?.id,
        unseenMsgs: chat?.unseenMsgs,
        lastMessage: chat?.chat.at(-1),
      });
    }
  });

  it('has several chats with unread messages, over several days', async () => {
    const { chats } = await dataOf();
    expect(chats.filter((chat) => chat.unseenMsgs > 0).length).toBeGreaterThanOrEqual(2);
    const days = new Set(
      chats.flatMap((chat) => chat.chat.map((message) => message.time.slice(0, 10))),
    );
    expect(days.size).toBeGreaterThanOrEqual(3);
  });

  it('keeps each chat oldest first, as a thread is read', async () => {
    const { chats } = await dataOf();
    for (const { chat } of chats) {
      const times = chat.map((message) => Date.parse(message.time));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });
});

describe('GET /apps/chat/get-chat', () => {
  it('answers the chat and its contact, and sets its unseen count to 0', async () => {
    const { chats } = snapshot(await dataOf());
    const unread = chats.find((chat) => chat.unseenMsgs > 0);
    if (!unread) throw new Error('the sample data has an unread chat');
    const response = await api.chat.get({ id: unread.userId });
    expect(openedChatSchema.parse(response)).toEqual(response);
    expect(response.chat).toEqual({ ...unread, unseenMsgs: 0 });
    expect(response.contact.id).toBe(unread.userId);
    const { chatsContacts } = await api.chat.chatsAndContacts();
    expect(chatsContacts.find((summary) => summary.id === unread.userId)?.chat.unseenMsgs).toBe(0);
  });

  it('answers a null chat for a contact with none, and creates nothing', async () => {
    const contact = await contactWithoutChat();
    const before = snapshot((await dataOf()).chats);
    expect(await api.chat.get({ id: contact.id })).toEqual({ chat: null, contact });
    expect((await dataOf()).chats).toEqual(before);
  });

  it('answers 404 for an unknown contact, and 400 for an id that is not one', async () => {
    await expectRefused(() => raw('get', '/apps/chat/get-chat', { params: { id: 999 } }), 404, {
      message: 'No contact with id 999',
    });
    await expectRefused(() => raw('get', '/apps/chat/get-chat', { params: { id: 'x' } }), 400, {
      message: 'id: must be a positive integer',
    });
  });
});

describe('POST /apps/chat/send-msg', () => {
  it('adds the message to the chat (201), which moves to the top', async () => {
    const { chats, profileUser } = snapshot(await dataOf());
    const oldest = chats.at(-1);
    if (!oldest) throw new Error('the sample data has chats');
    const before = Date.now();
    const response = await raw('post', '/apps/chat/send-msg', {
      data: { contactId: oldest.userId, message: '  See you at ten.  ' },
    });
    expect(response.status).toBe(201);
    const sent = sentMessageSchema.parse(response.data);
    expect(sent).toEqual({
      id: oldest.id,
      newMessageData: {
        message: 'See you at ten.',
        senderId: profileUser.id,
        time: expect.any(String),
      },
    });
    expect(Date.parse(sent.newMessageData.time)).toBeGreaterThanOrEqual(before);
    const { chatsContacts } = await api.chat.chatsAndContacts();
    expect(chatsContacts[0]).toMatchObject({
      id: oldest.userId,
      chat: { id: oldest.id, lastMessage: sent.newMessageData },
    });
  });

  it('starts a chat with a contact who had none, once: a second message joins it', async () => {
    const contact = await contactWithoutChat();
    const { chats } = snapshot(await dataOf());
    const first = await api.chat.send({ contactId: contact.id, message: 'Hello!' });
    expect(first.chat).toEqual({
      id: chats.length + 1,
      userId: contact.id,
      unseenMsgs: 0,
      chat: [first.newMessageData],
    });
    const second = await api.chat.send({ contactId: contact.id, message: 'Are you there?' });
    expect(second.id).toBe(first.id);
    expect(second.chat).toBeUndefined();
    const stored = (await dataOf()).chats.filter((chat) => chat.userId === contact.id);
    expect(stored).toHaveLength(1);
    expect(stored[0].chat.map((message) => message.message)).toEqual(['Hello!', 'Are you there?']);
    expect((await api.chat.get({ id: contact.id })).chat?.id).toBe(first.id);
  });

  it.each([
    [{ contactId: 2, message: '' }, 'message: must not be empty'],
    [{ contactId: 2, message: ' \n\t ' }, 'message: must not be empty'],
    [{ contactId: 2 }, 'message: is required'],
    [{ contactId: 2, message: 'x'.repeat(2001) }, 'message: must be at most 2000 characters'],
    [{ message: 'Hi' }, 'contactId: is required'],
  ])('answers 400 naming the field, and sends nothing, for %j', async (data, message) => {
    await expectRefused(() => raw('post', '/apps/chat/send-msg', { data }), 400, { message });
  });

  it('answers 404 for an unknown contact, and creates no chat', async () => {
    await expectRefused(
      () => raw('post', '/apps/chat/send-msg', { data: { contactId: 999, message: 'Hi' } }),
      404,
      { message: 'No contact with id 999' },
    );
  });
});

describe('the profile', () => {
  it('answers the profile user, and changes status, about and settings', async () => {
    const { profileUser } = snapshot(await dataOf());
    expect(await api.chat.profile()).toEqual({ profileUser });
    const changed = await api.chat.updateProfile({
      status: 'busy',
      about: '  In meetings all day. ',
      settings: { isNotificationsOn: true },
    });
    expect(changed.profileUser).toEqual({
      ...profileUser,
      status: 'busy',
      about: 'In meetings all day.',
      settings: { ...profileUser.settings, isNotificationsOn: true },
    });
    expect(await api.chat.profile()).toEqual(changed);
  });

  it.each([
    [{}, 'must change status, about or settings'],
    [{ status: 'asleep' }, 'status: must be one of "online", "away", "busy", "offline"'],
    [{ about: 'x'.repeat(301) }, 'about: must be at most 300 characters'],
    [{ settings: { isNotificationsOn: 'yes' } }, 'settings.isNotificationsOn: must be a boolean'],
  ])('answers 400 and changes nothing for %j', async (data, message) => {
    const response = await raw('post', '/apps/chat/users/profile-user', { data });
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ message: expect.stringContaining(message) });
    await expectRefused(
      () => raw('post', '/apps/chat/users/profile-user', { data }),
      400,
      response.data,
    );
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and sends nothing', async () => {
    clearSession();
    await expectRefused(
      () => raw('post', '/apps/chat/send-msg', { data: { contactId: 2, message: 'Hi' } }),
      401,
      { message: 'Missing access token' },
    );
  });

  it('answers 403 to a client account, and sends nothing', async () => {
    await signIn(client);
    const before = snapshot(await dataOf());
    const error = await apiErrorOf(api.chat.send({ contactId: 2, message: 'Hi' }));
    expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(await dataOf()).toEqual(before);
  });
});
