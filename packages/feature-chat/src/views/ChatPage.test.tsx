import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature } from '@tessera/ui/testing';
import { chatFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

// The viewport, through matchMedia: a desktop shows the list beside the thread, a phone one of them.
const viewport = { wide: true };
const realMatchMedia = window.matchMedia;
beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: viewport.wide && query.includes('min-width'),
    }) as MediaQueryList;
});
afterAll(() => {
  window.matchMedia = realMatchMedia;
});
beforeEach(() => {
  viewport.wide = true;
});

const chatItems = () => screen.queryAllByTestId('chat-item');
const itemOf = (name: string) => {
  const item = chatItems().find((candidate) => candidate.textContent?.includes(name));
  if (!item) throw new Error(`No chat with ${name}`);
  return item;
};
const composer = () => screen.getByRole('textbox', { name: 'Message' });

function openChat(path = '/apps/chat') {
  return openFeature(chatFeature, path, () => expect(chatItems().length).toBeGreaterThan(0));
}

describe('Chat', () => {
  it('lists the chats with their badges; opening an unread one clears its badge', async () => {
    const { chatsContacts, contacts } = await api.chat.chatsAndContacts();
    const unread = chatsContacts.find((contact) => contact.chat.unseenMsgs > 0);
    if (!unread) throw new Error('the sample data has an unread chat');
    const { user, router } = await openChat();
    expect(chatItems().map((item) => item.textContent)).toEqual(
      chatsContacts.map((contact) => expect.stringContaining(contact.fullName)),
    );
    expect(screen.getAllByTestId('contact-item')).toHaveLength(contacts.length);
    expect(screen.getByText('Pick a chat or a contact to start talking.')).toBeInTheDocument();
    expect(within(itemOf(unread.fullName)).getByTestId('unread-badge')).toHaveTextContent(
      `${unread.chat.unseenMsgs} unread`,
    );

    await user.click(itemOf(unread.fullName));
    await waitFor(() => expect(router.state.location.search).toBe(`?chat=${unread.id}`));
    const thread = await screen.findByRole('region', { name: `Chat with ${unread.fullName}` });
    await waitFor(() =>
      expect(within(itemOf(unread.fullName)).queryByTestId('unread-badge')).not.toBeInTheDocument(),
    );
    expect(within(thread).getAllByRole('separator').length).toBeGreaterThan(0);
    expect(within(thread).getByText(unread.chat.lastMessage.message)).toBeInTheDocument();
  });

  it('searches the chats and the contacts', async () => {
    const { chatsContacts, contacts } = await api.chat.chatsAndContacts();
    const [first] = chatsContacts;
    const word = first.fullName.split(' ')[0];
    // A search finds a name or a role holding the word in any case ('Ayla' finds 'Kayla' too),
    // and a chat by its last message as well. Which chat comes first depends on the hour.
    const holds = (text: string) => text.toLowerCase().includes(word.toLowerCase());
    const found = (contact: { fullName: string; role: string }) =>
      holds(contact.fullName) || holds(contact.role);
    const { user } = await openChat();
    await user.type(screen.getByRole('textbox', { name: 'Search chats and contacts' }), word);
    // Both lists at once: each letter typed filters them anew.
    await waitFor(() => {
      expect(chatItems().map((item) => item.textContent)).toEqual(
        chatsContacts
          .filter((contact) => found(contact) || holds(contact.chat.lastMessage.message))
          .map((contact) => expect.stringContaining(contact.fullName)),
      );
      expect(screen.getAllByTestId('contact-item')).toHaveLength(contacts.filter(found).length);
    });
    await user.clear(screen.getByRole('textbox', { name: 'Search chats and contacts' }));
    await user.type(screen.getByRole('textbox', { name: 'Search chats and contacts' }), 'zzz');
    expect(await screen.findByText('No chat matches.')).toBeInTheDocument();
    expect(screen.getByText('No contact matches.')).toBeInTheDocument();
  });

  it('sends with Enter, at once; Shift+Enter makes a new line', async () => {
    const [first] = (await api.chat.chatsAndContacts()).chatsContacts;
    const { user, settled } = await openChat(`/apps/chat?chat=${first.id}`);
    await screen.findByRole('region', { name: `Chat with ${first.fullName}` });
    await user.type(composer(), 'Two lines{Shift>}{Enter}{/Shift}here');
    expect(composer()).toHaveValue('Two lines\nhere');
    const held = hold(endpoints.chat.send);
    await user.keyboard('{Enter}');
    await held.arrived;
    // Shown before the server answers, and the composer is empty again.
    const messages = screen.getAllByTestId('message');
    expect(messages.at(-1)).toHaveTextContent('Two lines here');
    expect(composer()).toHaveValue('');
    held.release();
    await settled();
    await waitFor(() => expect(itemOf(first.fullName)).toHaveTextContent('Two lines'));
  });

  it('puts a refused message back in the composer, and says why', async () => {
    const [first] = (await api.chat.chatsAndContacts()).chatsContacts;
    const { user } = await openChat(`/apps/chat?chat=${first.id}`);
    await screen.findByRole('region', { name: `Chat with ${first.fullName}` });
    const before = screen.getAllByTestId('message').length;
    failNext(endpoints.chat.send, { status: 503, body: { message: 'Chat is down' } });
    await user.type(composer(), 'Lost words{Enter}');
    expect(await screen.findByText(/The server had a problem|Chat is down/)).toBeInTheDocument();
    await waitFor(() => expect(composer()).toHaveValue('Lost words'));
    expect(screen.getAllByTestId('message')).toHaveLength(before);
  });

  it('starts a chat with a contact who had none: it joins the chats', async () => {
    const { chatsContacts, contacts } = await api.chat.chatsAndContacts();
    const fresh = contacts.find((contact) => !chatsContacts.some((chat) => chat.id === contact.id));
    if (!fresh) throw new Error('the sample data has contacts without a chat');
    const { user } = await openChat();
    const contactItem = screen
      .getAllByTestId('contact-item')
      .find((item) => item.textContent?.includes(fresh.fullName));
    if (!contactItem) throw new Error(`No contact ${fresh.fullName}`);
    await user.click(contactItem);
    expect(await screen.findByText(`Say hello to ${fresh.fullName}.`)).toBeInTheDocument();
    await user.type(composer(), 'Hello there{Enter}');
    await waitFor(() => expect(chatItems()[0]).toHaveTextContent(fresh.fullName));
    expect(chatItems()[0]).toHaveTextContent('Hello there');
  });

  it('changes the status from the profile drawer, and rolls it back when refused', async () => {
    const { user } = await openChat();
    await user.click(screen.getByRole('button', { name: 'Your profile (Online)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Your profile' });
    await user.click(within(drawer).getByRole('radio', { name: 'Busy' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Your profile (Busy)' })).toBeInTheDocument(),
    );
    expect((await api.chat.profile()).profileUser.status).toBe('busy');

    failNext(endpoints.chat.updateProfile, { status: 409, body: { message: 'Status locked' } });
    await user.click(within(drawer).getByRole('radio', { name: 'Away' }));
    expect(await screen.findByText('Status locked')).toBeInTheDocument();
    await waitFor(() => expect(within(drawer).getByRole('radio', { name: 'Busy' })).toBeChecked());
  });

  it('says the chats could not be loaded, and retry shows them', async () => {
    failNext(endpoints.chat.chatsAndContacts, { status: 500 });
    const { user } = await openFeature(chatFeature, '/apps/chat');
    const failure = await findLoadFailure(user, 'The chats could not be loaded.');
    await failure.retry();
    await waitFor(() => expect(chatItems().length).toBeGreaterThan(0));
  });

  it('on a phone, shows the list, then the thread alone, and back', async () => {
    viewport.wide = false;
    const [first] = (await api.chat.chatsAndContacts()).chatsContacts;
    const { user } = await openChat();
    expect(
      screen.queryByText('Pick a chat or a contact to start talking.'),
    ).not.toBeInTheDocument();
    await user.click(itemOf(first.fullName));
    await screen.findByRole('region', { name: `Chat with ${first.fullName}` });
    expect(chatItems()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Back to the chats' }));
    await waitFor(() => expect(chatItems().length).toBeGreaterThan(0));
  });

  it('speaks French', async () => {
    await openFeature(
      chatFeature,
      '/apps/chat',
      () => expect(chatItems().length).toBeGreaterThan(0),
      {
        language: 'fr',
      },
    );
    expect(screen.getByRole('heading', { name: 'Discussions' })).toBeInTheDocument();
    expect(
      screen.getByText('Choisissez une discussion ou un contact pour commencer.'),
    ).toBeInTheDocument();
  });
});
