import { api, clearSession, type AccountSettings } from '@tessera/api-client';
import { avatarMaxBytes, faqCategoryIds } from '@tessera/api-client/pages';
import {
  accountSettingsSchema,
  apiKeyListResponseSchema,
  createdApiKeySchema,
  faqResponseSchema,
  kbCategoryResponseSchema,
  kbHomeResponseSchema,
  kbQuestionResponseSchema,
  pricingResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn } from '../../test/helpers';
import { authData } from '../auth/handle';
import { pagesData } from './handle';

const { dataOf, expectRefused, server } = setupDomainTests((running) => running.db.load(pagesData));

// Touching the account first: its record is made from the login account on first use.
beforeEach(() => api.pages.account());

const general = {
  username: 'avery.stone',
  fullName: 'Avery Stone',
  email: 'avery@example.com',
  company: 'Tessera Labs',
  avatar: '',
};

describe('GET /faq/data', () => {
  it('answers the five categories, each with its questions and answers', async () => {
    const response = await api.pages.faq();
    expect(faqResponseSchema.parse(response)).toEqual(response);
    expect(response.categories.map((category) => category.id)).toEqual([...faqCategoryIds]);
    expect(response.categories.every((category) => category.qandA.length >= 3)).toBe(true);
  });

  it('searches questions and answers without regard to case, and drops categories with no match', async () => {
    const byQuestion = await api.pages.faq({ q: 'TRACKING LINK' });
    expect(byQuestion.categories.map((category) => category.id)).toEqual(['delivery']);
    expect(byQuestion.categories[0].qandA).toEqual([
      expect.objectContaining({ question: 'How can I track my parcel?' }),
    ]);
    // "warehouse" is only in answers, of two categories.
    const byAnswer = await api.pages.faq({ q: 'warehouse' });
    expect(byAnswer.categories.map((category) => category.id)).toEqual([
      'delivery',
      'cancellationReturn',
    ]);
    await expect(api.pages.faq({ q: 'zebra' })).resolves.toEqual({ categories: [] });
  });

  it('answers 400 naming the field for a search that is too long', async () => {
    await expectRefused(() => raw('get', '/faq/data', { params: { q: 'x'.repeat(101) } }), 400, {
      message: 'q: must be at most 100 characters',
    });
  });
});

describe('the knowledge base', () => {
  it('answers the cards, and filters them by title, text or question', async () => {
    const home = await api.pages.knowledgeBase();
    expect(kbHomeResponseSchema.parse(home)).toEqual(home);
    expect(home.cards.length).toBeGreaterThanOrEqual(6);
    const { knowledgeBase } = await dataOf();
    expect(home.cards[0]).toEqual({
      category: knowledgeBase[0].slug,
      title: knowledgeBase[0].title,
      desc: knowledgeBase[0].desc,
      articleCount: knowledgeBase[0].articles.length,
    });
    const slack = await api.pages.knowledgeBase({ q: 'slack' });
    expect(slack.cards.map((card) => card.category)).toEqual(['integrations']);
  });

  it('answers a category with its questions, and an article with the related questions', async () => {
    const category = await api.pages.kbCategory({ category: 'billing' });
    expect(kbCategoryResponseSchema.parse(category)).toEqual(category);
    expect(category.category.title).toBe('Billing and plans');
    const [first, ...others] = category.questions;
    expect(first).toEqual({
      question: 'How do I change my plan?',
      slug: 'how-do-i-change-my-plan',
    });

    const article = await api.pages.kbQuestion({ category: 'billing', question: first.slug });
    expect(kbQuestionResponseSchema.parse(article)).toEqual(article);
    expect(article.article.question).toBe(first.question);
    expect(article.article.paragraphs.length).toBeGreaterThanOrEqual(2);
    expect(article.related).toEqual(others);
  });

  it('is the same sample data on every start (seeded)', async () => {
    const first = await api.pages.kbQuestion({
      category: 'billing',
      question: 'do-you-offer-refunds',
    });
    server().reset();
    await expect(
      api.pages.kbQuestion({ category: 'billing', question: 'do-you-offer-refunds' }),
    ).resolves.toEqual(first);
  });

  it('answers 404 for an unknown category or question', async () => {
    await expectRefused(
      () => raw('get', '/faq/data/category', { params: { category: 'lost' } }),
      404,
      {
        message: 'No knowledge-base category "lost"',
      },
    );
    await expectRefused(
      () => raw('get', '/faq/data/question', { params: { category: 'lost', question: 'any' } }),
      404,
      { message: 'No knowledge-base category "lost"' },
    );
    await expectRefused(
      () => raw('get', '/faq/data/question', { params: { category: 'billing', question: 'lost' } }),
      404,
      { message: 'No question "lost" in this category' },
    );
  });

  it.each([
    ['/faq/data/category', {}, 'category: is required'],
    [
      '/faq/data/category',
      { category: 'Not A Slug' },
      'category: must be lower-case letters, digits and dashes',
    ],
    ['/faq/data/question', { category: 'billing' }, 'question: is required'],
    ['/faq/data/knowledge_base', { q: 'x'.repeat(101) }, 'q: must be at most 100 characters'],
  ])('answers 400 naming the field: %s %j', async (path, params, message) => {
    await expectRefused(() => raw('get', path, { params }), 400, { message });
  });
});

describe('GET /pricing/data', () => {
  it('answers the three plans with their monthly and yearly prices, Standard popular', async () => {
    const response = await api.pages.pricing();
    expect(pricingResponseSchema.parse(response)).toEqual(response);
    const prices = response.plans.map(({ id, monthlyPrice, yearlyPlan, popular }) => ({
      id,
      monthlyPrice,
      yearlyPlan,
      popular,
    }));
    expect(prices).toEqual([
      { id: 'basic', monthlyPrice: 0, yearlyPlan: { perMonth: 0, totalAnnual: 0 }, popular: false },
      {
        id: 'standard',
        monthlyPrice: 49,
        yearlyPlan: { perMonth: 40, totalAnnual: 480 },
        popular: true,
      },
      {
        id: 'enterprise',
        monthlyPrice: 99,
        yearlyPlan: { perMonth: 80, totalAnnual: 960 },
        popular: false,
      },
    ]);
    expect(response.plans.every((plan) => plan.planBenefits.length > 0)).toBe(true);
    expect(response.qandA.length).toBeGreaterThan(0);
  });
});

describe('account settings', () => {
  it('starts from the login account: its name, username and email', async () => {
    const settings = await api.pages.account();
    expect(accountSettingsSchema.parse(settings)).toEqual(settings);
    expect(settings.general).toEqual({
      username: 'avery',
      fullName: 'Avery Stone',
      email: 'admin@demo.com',
      company: '',
      avatar: '',
    });
  });

  it('saves each tab through its own call, and answers the settings as saved', async () => {
    const avatar = `data:image/png;base64,${'A'.repeat(400)}`;
    const saved = await api.pages.saveGeneral({ ...general, avatar });
    expect(saved.general).toEqual({ ...general, avatar });

    const info = {
      bio: 'Writes the docs.',
      dob: '1990-04-12',
      country: 'France',
      website: 'https://avery.example',
      phone: '+33 1 23 45 67 89',
    };
    await expect(api.pages.saveInfo(info)).resolves.toMatchObject({ info });

    const social = { ...saved.social, github: 'https://github.com/avery' };
    await expect(api.pages.saveSocial(social)).resolves.toMatchObject({ social });

    const connections = { ...saved.connections, slack: true, google: false };
    await expect(api.pages.saveConnections(connections)).resolves.toMatchObject({ connections });

    const notifications = {
      ...saved.notifications,
      newDevice: { email: false, browser: true, app: true },
    };
    await expect(api.pages.saveNotifications(notifications)).resolves.toMatchObject({
      notifications,
    });

    const again = await api.pages.account();
    expect(again).toEqual<AccountSettings>({
      general: { ...general, avatar },
      info,
      social,
      connections,
      notifications,
    });
  });

  it('keeps each account its own: the client sees its own settings', async () => {
    await api.pages.saveGeneral(general);
    await signIn(client);
    await expect(api.pages.account()).resolves.toMatchObject({
      general: { username: 'jordan', email: 'client@demo.com' },
    });
  });

  it('refuses a username or an email another account uses, naming both', async () => {
    await expectRefused(
      () =>
        raw('put', '/account-setting/general', {
          data: { ...general, username: 'JORDAN', email: 'client@demo.com' },
        }),
      400,
      {
        message: 'This username is already in use. This email is already in use.',
        fieldErrors: {
          username: 'This username is already in use.',
          email: 'This email is already in use.',
        },
      },
    );
  });

  it.each([
    [
      'general',
      { ...general, username: 'a b' },
      'username: must be 3 to 30 letters, digits, dots, dashes or underscores',
    ],
    ['general', { ...general, email: 'nope' }, 'email: must be a valid email address'],
    ['general', { ...general, fullName: ' ' }, 'fullName: is required'],
    [
      'general',
      { ...general, avatar: 'data:image/svg+xml;base64,AAAA' },
      'avatar: must be a PNG, JPEG or GIF image',
    ],
    [
      'general',
      {
        ...general,
        avatar: `data:image/png;base64,${'A'.repeat(Math.ceil(avatarMaxBytes / 3) * 4 + 8)}`,
      },
      'avatar: must be 800 KB or less',
    ],
    [
      'info',
      { bio: '', dob: 'yesterday', country: '', website: '', phone: '' },
      'dob: must be a date',
    ],
    [
      'info',
      { bio: '', dob: '2999-01-01', country: '', website: '', phone: '' },
      'dob: must be in the past',
    ],
    [
      'info',
      { bio: '', dob: '', country: '', website: 'javascript:alert(1)', phone: '' },
      'website: must be a web address (http or https)',
    ],
    [
      'info',
      { bio: '', dob: '', country: '', website: '', phone: 'call me' },
      'phone: must be a phone number',
    ],
    [
      'social',
      { twitter: 'not a url', facebook: '', linkedin: '', instagram: '', github: '', dribbble: '' },
      'twitter: must be a web address (http or https)',
    ],
    [
      'social',
      { facebook: '', linkedin: '', instagram: '', github: '', dribbble: '' },
      'twitter: must be a web address (http or https)',
    ],
    [
      'connections',
      { google: 'yes', slack: false, github: false, mailchimp: false, asana: false },
      'google: must be a boolean',
    ],
    [
      'notifications',
      {},
      'newForYou: is required; accountActivity: is required; newBrowser: is required; newDevice: is required',
    ],
  ])('PUT /account-setting/%s answers 400 naming the field', async (tab, data, message) => {
    const response = await raw('put', `/account-setting/${tab}`, { data });
    expect(response.status).toBe(400);
    expect(response.data).toMatchObject({ message });
    expect(await api.pages.account()).toMatchObject({ general: { username: 'avery' } });
  });

  it('answers 400 for a body that is not an object', async () => {
    await expectRefused(() => raw('put', '/account-setting/social', { data: '[]' }), 400, {
      message: expect.any(String),
      fieldErrors: expect.any(Object),
    });
  });
});

describe('POST /account-setting/password', () => {
  it('changes the password: the next sign-in takes the new one', async () => {
    await expect(
      api.pages.changePassword({ currentPassword: 'admin', newPassword: 'tessera2026' }),
    ).resolves.toEqual({ message: 'Your password was changed.' });
    clearSession();
    await expect(
      apiErrorOf(api.auth.login({ email: 'admin@demo.com', password: 'admin' })),
    ).resolves.toMatchObject({ status: 400 });
    await expect(
      signIn({ email: 'admin@demo.com', password: 'tessera2026' }),
    ).resolves.toBeTruthy();
  });

  it.each([
    [
      { currentPassword: 'wrong', newPassword: 'tessera2026' },
      'currentPassword: is not your current password',
    ],
    [
      { currentPassword: 'admin', newPassword: 'short1' },
      'newPassword: must be at least 8 characters',
    ],
    [{ currentPassword: 'admin', newPassword: 'onlyletters' }, 'newPassword: must contain a digit'],
    [{ currentPassword: '', newPassword: 'tessera2026' }, 'currentPassword: is required'],
  ])('answers 400 naming the field for %j, and keeps the password', async (data, message) => {
    await expectRefused(() => raw('post', '/account-setting/password', { data }), 400, { message });
    const users = (await server().db.load(authData)).users;
    expect(users[0].password).toBe('admin');
  });
});

describe('API keys', () => {
  it('creates a key: its secret is answered once, the list shows its prefix only', async () => {
    await expect(api.pages.apiKeys()).resolves.toEqual({ keys: [] });
    const created = await api.pages.createApiKey({ name: 'Deploy bot', access: 'read' });
    expect(createdApiKeySchema.parse(created)).toEqual(created);
    expect(created.secret.startsWith(created.key.prefix)).toBe(true);
    expect(created.secret.length).toBeGreaterThan(created.key.prefix.length + 16);

    const second = await api.pages.createApiKey({ name: 'Reports', access: 'full' });
    const list = await api.pages.apiKeys();
    expect(apiKeyListResponseSchema.parse(list)).toEqual(list);
    expect(list.keys).toEqual([second.key, created.key]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it('revokes exactly that key, and never gives its id again', async () => {
    const first = await api.pages.createApiKey({ name: 'One', access: 'read' });
    const second = await api.pages.createApiKey({ name: 'Two', access: 'readWrite' });
    await expect(api.pages.revokeApiKey({ id: second.key.id })).resolves.toEqual({
      id: second.key.id,
    });
    const third = await api.pages.createApiKey({ name: 'Three', access: 'read' });
    expect(third.key.id).toBe(second.key.id + 1);
    expect((await api.pages.apiKeys()).keys.map((key) => key.id)).toEqual([
      third.key.id,
      first.key.id,
    ]);
  });

  it('keeps each account its own keys: another account cannot revoke them', async () => {
    const mine = await api.pages.createApiKey({ name: 'Mine', access: 'read' });
    await signIn(client);
    await expect(api.pages.apiKeys()).resolves.toEqual({ keys: [] });
    await expect(apiErrorOf(api.pages.revokeApiKey({ id: mine.key.id }))).resolves.toMatchObject({
      status: 404,
    });
  });

  it('refuses a name already used (any case), and answers 404 for an unknown id', async () => {
    await api.pages.createApiKey({ name: 'Deploy bot', access: 'read' });
    await expectRefused(
      () => raw('post', '/api-keys', { data: { name: 'DEPLOY BOT', access: 'full' } }),
      400,
      {
        message: 'You already have a key with this name.',
        fieldErrors: { name: 'You already have a key with this name.' },
      },
    );
    await expectRefused(() => raw('delete', '/api-keys/99'), 404, {
      message: 'No API key with id 99',
    });
  });

  it.each([
    [{ access: 'read' }, 'name: is required'],
    [{ name: ' ', access: 'read' }, 'name: is required'],
    [{ name: 'x'.repeat(41), access: 'read' }, 'name: must be at most 40 characters'],
    [{ name: 'Bot', access: 'root' }, 'access: must be one of "read", "readWrite", "full"'],
  ])('answers 400 naming the field for %j', async (data, message) => {
    await expectRefused(() => raw('post', '/api-keys', { data }), 400, { message });
  });

  it('answers 400 for an id that is not one', async () => {
    await expectRefused(() => raw('delete', '/api-keys/abc'), 400, {
      message: 'id: must be a positive integer',
    });
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(() => raw('get', '/faq/data'), 401, { message: 'Missing access token' });
    await expectRefused(
      () => raw('post', '/api-keys', { data: { name: 'Bot', access: 'read' } }),
      401,
      {
        message: 'Missing access token',
      },
    );
  });

  it('lets a client account read and save its own pages', async () => {
    await signIn(client);
    await expect(api.pages.pricing()).resolves.toMatchObject({ plans: expect.any(Array) });
    await expect(api.pages.createApiKey({ name: 'Mine', access: 'read' })).resolves.toMatchObject({
      key: { name: 'Mine' },
    });
  });

  it('answers 403 to an account that may not read the pages, and changes nothing', async () => {
    const { users } = await server().db.load(authData);
    users.push({
      ...users[1],
      id: 99,
      email: 'visitor@demo.com',
      username: 'visitor',
      ability: [{ action: 'read', subject: 'Auth' }],
    });
    await signIn({ email: 'visitor@demo.com', password: 'client' });
    const before = structuredClone(await dataOf());
    await expect(apiErrorOf(api.pages.faq())).resolves.toMatchObject({
      status: 403,
      message: 'You are not allowed to do this.',
    });
    await expect(
      apiErrorOf(api.pages.createApiKey({ name: 'Bot', access: 'read' })),
    ).resolves.toMatchObject({ status: 403 });
    expect(await dataOf()).toEqual(before);
  });
});
