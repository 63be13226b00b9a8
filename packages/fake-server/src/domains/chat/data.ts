import type { Chat, ChatContact, ChatMessage, ChatStatus } from '@tessera/api-client';
import { chatStatuses } from '@tessera/api-client/chat';
import { initialsAvatar, type SeedContext } from '../../server';
import type { ChatData } from './model';

// Sample data of our own, from the seeded generator: the demo admin's contacts and a few chats
// with unread messages, spread over the last days (so "today" and "yesterday" always show).

const people: [name: string, role: string, about: string][] = [
  ['Mara Quill', 'Product designer', 'Sketching before coffee, pixels after.'],
  ['Otto Vance', 'Warehouse lead', 'Ask me where anything is.'],
  ['Ines Okafor', 'Frontend developer', 'Accessibility first, then the rest.'],
  ['Tobias Lindqvist', 'Logistics planner', 'Trucks, routes and spreadsheets.'],
  ['Leila Haddad', 'Data analyst', 'If it is not measured, it did not happen.'],
  ['Caspian Moreau', 'Account manager', 'Happy clients, happy team.'],
  ['Noor Castell', 'Legal counsel', 'Read the small print so you do not have to.'],
  ['Felix Brennan', 'Support engineer', 'On call this week.'],
  ['Ayla Novak', 'Marketing lead', 'Campaigns, copy and the odd meme.'],
  ['Dmitri Asante', 'Finance', 'Invoices in, reports out.'],
  ['Priya Kowal', 'Recruiter', 'Always looking for good people.'],
  ['Jonah Marsh', 'Office manager', 'Keys, desks and plants.'],
];

/** Short exchanges: who speaks first alternates; `me` lines are the profile user's. */
const conversations: { them: string; me?: string }[][] = [
  [
    { them: 'Morning! Did you see the new mock-ups?', me: 'Not yet, sending them my way?' },
    { them: 'Shared them in the design folder.', me: 'Got them, the colours look great.' },
    { them: 'Could you check the onboarding screens too?' },
    { them: 'The second one still feels crowded.' },
  ],
  [
    { them: 'The pallets arrived a day early.', me: 'Great news, thanks for the heads-up.' },
    { them: 'Where should we put the spare shelving?' },
  ],
  [
    { me: 'How is the contrast audit going?', them: 'Almost done, two buttons left to fix.' },
    { them: 'Pushed the fixes, can you review?' },
    { them: 'Also found a focus trap in the dialog.' },
    { them: 'Fixed that as well.' },
  ],
  [
    { them: 'The Thursday route is full.', me: 'Can we move two stops to Friday?' },
    { them: 'Done. Friday is still light.' },
  ],
  [
    { me: 'Do you have last month’s churn numbers?', them: 'Yes, sending the report now.' },
    { them: 'Churn is down two points.', me: 'Excellent, let’s share it on Monday.' },
  ],
  [{ them: 'The client liked the proposal.' }, { them: 'They want a call next week.' }],
];

const hour = 60 * 60 * 1000;

export function createData({ random, scale }: SeedContext): ChatData {
  const profileUser = {
    id: 1,
    fullName: 'Avery Stone',
    role: 'Administrator',
    about: 'Running the back office. Ping me about access or anything stuck.',
    avatar: initialsAvatar('Avery Stone', 0),
    status: 'online' as ChatStatus,
    settings: { isTwoStepAuthVerificationEnabled: true, isNotificationsOn: false },
  };
  const contacts: ChatContact[] = Array.from({ length: people.length * scale }, (_, index) => {
    const [name, role, about] = people[index % people.length];
    const round = Math.floor(index / people.length);
    const fullName = round === 0 ? name : `${name} ${round + 1}`;
    return {
      id: index + 2,
      fullName,
      role,
      about,
      avatar: initialsAvatar(fullName, index + 1),
      status: random.pick(chatStatuses),
    };
  });

  // Each conversation ends a little further back: the first today, the last days ago.
  const now = Date.now();
  const chats: Chat[] = conversations.map((conversation, index) => {
    const contact = contacts[index];
    const lines = conversation.flatMap(({ them, me }) => {
      const said: [senderId: number, text: string][] = [[contact.id, them]];
      if (me) said.push([profileUser.id, me]);
      return said;
    });
    const end = now - index * 20 * hour - random.int(5, 50) * 60 * 1000;
    // Messages a few hours apart, oldest first, going back over several days from the end: each
    // one comes its own gap after the one before (the first line's gap is drawn but not used).
    const gaps = lines.map(() => random.int(5, 14) * hour);
    const times: number[] = [];
    let time = end;
    for (let line = lines.length - 1; line >= 0; line -= 1) {
      times[line] = time;
      time -= gaps[line];
    }
    const chat: ChatMessage[] = lines.map(([senderId, message], line) => ({
      message,
      senderId,
      time: new Date(times[line]).toISOString(),
    }));
    // The contact's last messages, after the user's last one, are the unseen ones.
    const lastOwn = chat.map((message) => message.senderId).lastIndexOf(profileUser.id);
    const unseenMsgs = index % 2 === 0 ? chat.length - 1 - lastOwn : 0;
    return { id: index + 1, userId: contact.id, unseenMsgs, chat };
  });

  return { profileUser, contacts, chats, lastChatId: chats.length };
}
