import { sampleOrder } from '@tessera/api-client/testing';

// Valid input for each call of the table that needs some, in the order the suite sends them.
// Ids come from earlier answers (the list a screen would show first), not from a seed: any
// backend with demo data passes. The suite adds the records it changes and deletes, where it
// can, so a backend's own data is left as it was (a few edits remain: a starred mail, a read
// chat, a bookmark toggled twice).

/** Who sends a call: the demo admin, the demo client, or the account the suite registers. */
export type Account = 'admin' | 'client' | 'member';

/** The answers kept so far, by key (a call's id, or the `keep` a step names). */
export class Answers {
  private readonly kept = new Map<string, unknown>();

  keep(key: string, body: unknown): void {
    this.kept.set(key, body);
  }

  /** A value inside a kept answer: `get('users.list', 'users.0.id')`; '' for the whole answer. */
  get(key: string, path: string): unknown {
    let value: unknown = this.kept.get(key);
    if (value === undefined) throw new Error(`no answer of ${key} was kept`);
    for (const part of path ? path.split('.') : []) {
      value = (value as Record<string, unknown> | undefined)?.[part];
    }
    if (value === undefined) throw new Error(`${key} answered no ${path}`);
    return value;
  }

  id(key: string, path: string): number {
    const value = this.get(key, path);
    if (typeof value !== 'number') throw new Error(`${key}'s ${path} is not a number`);
    return value;
  }
}

export interface Step {
  /** `domain.call`, as the table names it. */
  call: string;
  input?: (answers: Answers) => Record<string, unknown>;
  as?: Account;
  /** Where the answer is kept (default: the call's id). */
  keep?: string;
}

/** Unique for each run, so a backend that keeps its data takes the suite again. */
const stamp = Date.now().toString(36);

export const member = {
  username: `contract-${stamp}`,
  email: `contract.${stamp}@example.com`,
  password: 'contract1',
};

const today = new Date().toISOString().slice(0, 10);
const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const newUser = {
  fullName: 'Wren Adler',
  username: `wren-${stamp}`,
  email: `wren.${stamp}@example.com`,
  company: 'Adler Works',
  country: 'Chile',
  contact: '+56 2 5550 1234',
  role: 'editor',
  currentPlan: 'team',
};

const newEvent = {
  title: 'Design review',
  start: later(3),
  end: later(3.05),
  allDay: false,
  extendedProps: { calendar: 'Business', location: 'Room 4B' },
};

const newInvoice = (answers: Answers) => ({
  clientId: answers.id('invoice.clients', 'clients.0.id'),
  issuedDate: today,
  dueDate: today,
  items: [{ item: 'Data migration', cost: 1200, quantity: 2 }],
});

const unsetLinks = {
  twitter: '',
  facebook: '',
  linkedin: '',
  instagram: '',
  github: '',
  dribbble: '',
};
const channels = { email: true, browser: false, app: true };

export const steps: Step[] = [
  { call: 'auth.login', input: () => ({ email: 'admin@demo.com', password: 'admin' }) },
  {
    call: 'auth.refreshToken',
    input: (a) => ({ refreshToken: a.get('auth.login', 'refreshToken') }),
  },
  { call: 'auth.register', input: () => member },

  { call: 'users.list', input: () => ({ perPage: 5 }) },
  { call: 'users.get', input: (a) => ({ id: a.id('users.list', 'users.0.id') }) },
  { call: 'users.details', input: (a) => ({ id: a.id('users.list', 'users.0.id') }) },
  { call: 'users.add', input: () => newUser },
  {
    call: 'users.update',
    input: (a) => ({ id: a.id('users.add', 'user.id'), status: 'inactive' }),
  },
  {
    call: 'users.changePassword',
    input: (a) => ({ id: a.id('users.add', 'user.id'), newPassword: 'secret12' }),
  },
  { call: 'users.remove', input: (a) => ({ id: a.id('users.add', 'user.id') }) },

  { call: 'permissions.add', input: () => ({ name: `Audit ${stamp}` }) },
  {
    call: 'permissions.update',
    input: (a) => ({ id: a.id('permissions.add', 'permission.id'), name: `Audit trail ${stamp}` }),
  },
  { call: 'permissions.remove', input: (a) => ({ id: a.id('permissions.add', 'permission.id') }) },
  { call: 'roles.add', input: () => ({ name: `Auditor ${stamp}`, permissions: [] }) },
  {
    call: 'roles.update',
    input: (a) => ({
      id: a.id('roles.add', 'role.id'),
      name: `Auditor ${stamp}`,
      permissions: [{ module: 'Reporting', read: true, write: false, create: false }],
    }),
  },

  { call: 'invoice.clients' },
  {
    call: 'invoice.addClient',
    input: () => ({
      name: 'Wren Adler',
      companyEmail: `wren.${stamp}@adler.example`,
      country: 'Chile',
      contact: '+56 2 5550 1234',
    }),
  },
  { call: 'invoice.add', input: newInvoice },
  { call: 'invoice.add', input: newInvoice, keep: 'second invoice' },
  { call: 'invoice.get', input: (a) => ({ id: a.id('invoice.add', 'invoice.id') }) },
  {
    call: 'invoice.edit',
    input: (a) => ({ ...newInvoice(a), id: a.id('invoice.add', 'invoice.id'), note: 'Edited' }),
  },
  {
    call: 'invoice.addPayment',
    input: (a) => ({
      id: a.id('invoice.add', 'invoice.id'),
      amount: 100,
      date: today,
      method: 'Card',
    }),
  },
  {
    call: 'invoice.send',
    input: (a) => ({
      id: a.id('invoice.add', 'invoice.id'),
      to: 'billing@adler.example',
      subject: 'Your invoice',
    }),
  },
  { call: 'invoice.removeMany', input: (a) => ({ ids: [a.id('second invoice', 'invoice.id')] }) },
  { call: 'invoice.remove', input: (a) => ({ id: a.id('invoice.add', 'invoice.id') }) },

  { call: 'email.list', input: () => ({ folder: 'inbox' }) },
  { call: 'email.get', input: (a) => ({ id: a.id('email.list', 'emails.0.id') }) },
  {
    call: 'email.paginate',
    input: (a) => ({ emailId: a.id('email.list', 'emails.0.id'), dir: 'next' }),
  },
  {
    call: 'email.update',
    input: (a) => ({
      emailIds: [a.id('email.list', 'emails.0.id')],
      dataToUpdate: { isRead: true },
    }),
  },
  {
    call: 'email.updateLabel',
    input: (a) => ({ emailIds: [a.id('email.list', 'emails.0.id')], label: 'important' }),
  },
  {
    call: 'email.updateLabel',
    input: (a) => ({ emailIds: [a.id('email.list', 'emails.0.id')], label: 'important' }),
    keep: 'label back',
  },
  { call: 'email.saveDraft', input: () => ({ to: ['ada@example.com'], subject: 'A draft' }) },
  {
    call: 'email.send',
    input: () => ({
      to: ['ada@example.com'],
      subject: 'Hello',
      message: '<p>Hello from the suite</p>',
    }),
  },

  { call: 'blog.list' },
  { call: 'blog.detail', input: (a) => ({ id: a.id('blog.list', 'posts.0.id') }) },
  { call: 'blog.edit', input: (a) => ({ id: a.id('blog.list', 'posts.0.id') }) },
  {
    call: 'blog.saveEdit',
    input: (a) => {
      const {
        userFullName: _name,
        avatar: _avatar,
        ...fields
      } = a.get('blog.edit', '') as Record<string, unknown>;
      return fields;
    },
  },
  {
    call: 'blog.addComment',
    input: (a) => ({ id: a.id('blog.list', 'posts.0.id'), comment: 'From the contract suite' }),
  },
  {
    call: 'blog.setBookmark',
    input: (a) => ({ id: a.id('blog.list', 'posts.0.id'), bookmarked: true }),
  },

  { call: 'bookmarks.toggle', input: () => ({ link: '/apps/email' }) },
  { call: 'bookmarks.toggle', input: () => ({ link: '/apps/email' }), keep: 'bookmark back' },

  { call: 'calendar.add', input: () => newEvent },
  {
    call: 'calendar.update',
    input: (a) => ({ ...newEvent, id: a.id('calendar.add', 'event.id'), title: 'Moved review' }),
  },
  { call: 'calendar.remove', input: (a) => ({ id: a.id('calendar.add', 'event.id') }) },

  { call: 'chat.chatsAndContacts' },
  { call: 'chat.updateProfile', input: () => ({ about: 'Answering the contract suite.' }) },
  { call: 'chat.get', input: (a) => ({ id: a.id('chat.chatsAndContacts', 'contacts.0.id') }) },
  {
    call: 'chat.send',
    input: (a) => ({
      contactId: a.id('chat.chatsAndContacts', 'contacts.0.id'),
      message: 'Hello!',
    }),
  },

  { call: 'datatables.list' },
  {
    call: 'datatables.update',
    input: (a) => ({ id: a.id('datatables.list', 'employees.0.id'), city: 'Valparaíso' }),
  },

  { call: 'ecommerce.list', input: () => ({ perPage: 100 }) },
  {
    call: 'ecommerce.get',
    input: (a) => ({ id: String(a.id('ecommerce.list', 'products.1.id')) }),
  },
  {
    call: 'ecommerce.addToCart',
    input: (a) => ({ productId: a.id('ecommerce.list', 'products.1.id') }),
  },
  {
    call: 'ecommerce.setCartQty',
    input: (a) => ({ productId: a.id('ecommerce.list', 'products.1.id'), qty: 2 }),
  },
  {
    call: 'ecommerce.removeFromCart',
    input: (a) => ({ productId: a.id('ecommerce.list', 'products.1.id') }),
  },
  {
    call: 'ecommerce.addToWishlist',
    input: (a) => ({ productId: a.id('ecommerce.list', 'products.1.id') }),
  },
  {
    call: 'ecommerce.removeFromWishlist',
    input: (a) => ({ productId: a.id('ecommerce.list', 'products.1.id') }),
  },
  // The order empties the cart: the registered account's, which holds just this product.
  {
    call: 'ecommerce.addToCart',
    as: 'member',
    input: (a) => ({ productId: a.id('ecommerce.list', 'products.1.id') }),
    keep: 'member cart',
  },
  {
    call: 'ecommerce.placeOrder',
    as: 'member',
    // Cash on delivery: the suite leaves no card behind on a real backend.
    input: () => ({ ...sampleOrder, payment: { method: 'cod' } }),
  },

  { call: 'pages.knowledgeBase' },
  {
    call: 'pages.kbCategory',
    input: (a) => ({ category: a.get('pages.knowledgeBase', 'cards.0.category') }),
  },
  {
    call: 'pages.kbQuestion',
    input: (a) => ({
      category: a.get('pages.kbCategory', 'category.slug'),
      question: a.get('pages.kbCategory', 'questions.0.slug'),
    }),
  },
  { call: 'pages.profile' },
  { call: 'pages.profilePosts' },
  {
    call: 'pages.likeProfilePost',
    input: (a) => ({ id: a.id('pages.profilePosts', 'posts.0.id'), liked: true }),
  },
  {
    call: 'pages.voteProfilePoll',
    input: (a) => ({
      id: a.id('pages.profile', 'polls.0.id'),
      optionId: a.id('pages.profile', 'polls.0.options.0.id'),
    }),
  },
  // Account settings change the caller's own account: the one the suite registered.
  {
    call: 'pages.saveGeneral',
    as: 'member',
    input: () => ({
      username: member.username,
      fullName: 'Contract Suite',
      email: member.email,
      company: 'Tessera',
      avatar: '',
    }),
  },
  {
    call: 'pages.saveInfo',
    as: 'member',
    input: () => ({ bio: 'Checks backends.', dob: '', country: 'Chile', website: '', phone: '' }),
  },
  { call: 'pages.saveSocial', as: 'member', input: () => unsetLinks },
  {
    call: 'pages.saveConnections',
    as: 'member',
    input: () => ({ google: true, slack: false, github: true, mailchimp: false, asana: false }),
  },
  {
    call: 'pages.saveNotifications',
    as: 'member',
    input: () => ({
      newForYou: channels,
      accountActivity: channels,
      newBrowser: channels,
      newDevice: channels,
    }),
  },
  {
    call: 'pages.changePassword',
    as: 'member',
    input: () => ({ currentPassword: member.password, newPassword: `${member.password}x` }),
  },
  { call: 'pages.createApiKey', as: 'member', input: () => ({ name: 'Contract', access: 'read' }) },
  {
    call: 'pages.revokeApiKey',
    as: 'member',
    input: (a) => ({ id: a.id('pages.createApiKey', 'key.id') }),
  },

  { call: 'todo.list' },
  { call: 'todo.add', input: () => ({ title: 'Check the backend' }) },
  { call: 'todo.update', input: (a) => ({ id: a.id('todo.add', 'task.id'), isCompleted: true }) },
  {
    call: 'todo.reorder',
    input: (a) => ({ ids: [a.id('todo.list', 'tasks.1.id'), a.id('todo.list', 'tasks.0.id')] }),
  },
  { call: 'todo.remove', input: (a) => ({ taskId: a.id('todo.add', 'task.id') }) },
];

/** The domains only an admin may use; the demo client is refused every one of their calls. */
export const adminOnlyDomains = ['users', 'permissions', 'roles'];

/**
 * Calls about one record, with its id changed to one no backend has: each answers 404 with
 * `{ message }`.
 */
const noSuchId = 2_000_000_000;
export const missingRecord: Record<string, Record<string, unknown>> = {
  'users.get': { id: noSuchId },
  'users.details': { id: noSuchId },
  'users.update': { id: noSuchId },
  'users.changePassword': { id: noSuchId },
  'users.remove': { id: noSuchId },
  'permissions.update': { id: noSuchId },
  'permissions.remove': { id: noSuchId },
  'roles.update': { id: noSuchId },
  'invoice.get': { id: noSuchId },
  'invoice.edit': { id: noSuchId },
  'invoice.addPayment': { id: noSuchId },
  'invoice.send': { id: noSuchId },
  'invoice.remove': { id: noSuchId },
  'email.get': { id: noSuchId },
  'blog.detail': { id: noSuchId },
  'blog.edit': { id: noSuchId },
  'blog.addComment': { id: noSuchId },
  'blog.setBookmark': { id: noSuchId },
  'calendar.update': { id: noSuchId },
  'calendar.remove': { id: noSuchId },
  'chat.get': { id: noSuchId },
  'datatables.update': { id: noSuchId },
  'ecommerce.get': { id: 'no-such-product' },
  'pages.kbCategory': { category: 'no-such-category' },
  'pages.revokeApiKey': { id: noSuchId },
  'pages.likeProfilePost': { id: noSuchId },
  'pages.voteProfilePoll': { id: noSuchId },
  'todo.update': { id: noSuchId },
  'todo.remove': { taskId: noSuchId },
};
