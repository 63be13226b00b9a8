import type {
  AccountSettings,
  ApiKey,
  CreatedApiKey,
  Deleted,
  FaqResponse,
  KbCategoryResponse,
  KbHomeResponse,
  KbQuestionResponse,
} from '@tessera/api-client';
import {
  apiKeyLimit,
  connectionApps,
  notificationEvents,
  socialNetworks,
} from '@tessera/api-client/pages';
import { pagesDomain } from '@tessera/api-client/schemas';
import {
  createRandom,
  created,
  deriveSeed,
  fieldsRefused,
  httpError,
  notFound,
  ok,
  type DomainRoutes,
} from '../../server';
import { authData } from '../auth/handle';
import { sameIdentifier, type StoredUser } from '../auth/model';
import { pagesData } from './handle';
import { fold, messages, type AccountRecord, type KbCategory, type PagesData } from './model';
import { loadStoredAccount, saveStoredAccount } from './stored-accounts';

const pagesCalls = pagesDomain.endpoints;

const matches = (q: string, ...texts: string[]) => {
  const wanted = fold(q);
  return texts.some((text) => fold(text).includes(wanted));
};

function findCategory(categories: KbCategory[], slug: string): KbCategory {
  const category = categories.find((candidate) => candidate.slug === slug);
  if (!category) throw notFound(messages.categoryNotFound(slug));
  return category;
}

/** A new account's settings, from its login account: the rest starts empty or off. */
function newAccount(user: StoredUser): AccountRecord {
  const off = { email: false, browser: false, app: false };
  const settings: AccountSettings = {
    general: {
      username: user.username,
      fullName: user.fullName,
      email: user.email,
      company: '',
      avatar: '',
    },
    info: { bio: '', dob: '', country: '', website: '', phone: '' },
    social: Object.fromEntries(
      socialNetworks.map((network) => [network, '']),
    ) as AccountSettings['social'],
    connections: Object.fromEntries(
      connectionApps.map((app) => [app, app === 'google']),
    ) as AccountSettings['connections'],
    notifications: Object.fromEntries(
      notificationEvents.map((event) => [event, { ...off, email: true }]),
    ) as AccountSettings['notifications'],
  };
  return { settings, keys: [], lastKeyId: 0 };
}

const keyAlphabet = [...'abcdefghijkmnopqrstuvwxyz23456789'];

/** The next API key secret: letters and digits from the domain's seeded source. */
function nextSecret(data: PagesData): string {
  data.keysIssued += 1;
  const random = createRandom(deriveSeed(data.keySeed, `key-${data.keysIssued}`));
  return Array.from({ length: 32 }, () => random.pick(keyAlphabet)).join('');
}

export const pagesRoutes: DomainRoutes = (route, { db }) => {
  /** The caller's account record, from this server's memory, an earlier visit or the seed. */
  async function accountOf(data: PagesData, userId: number): Promise<AccountRecord> {
    const known = data.accounts.get(userId);
    if (known) return known;
    const user = (await db.load(authData)).users.find((candidate) => candidate.id === userId);
    if (!user) throw httpError(401, messages.noAccount);
    const account = loadStoredAccount(userId) ?? newAccount(user);
    data.accounts.set(userId, account);
    return account;
  }

  /** Applies a change to the caller's account, keeps it, and answers the settings. */
  async function change(
    userId: number,
    apply: (account: AccountRecord, data: PagesData) => void | Promise<void>,
  ) {
    const data = await db.load(pagesData);
    const account = await accountOf(data, userId);
    await apply(account, data);
    saveStoredAccount(userId, account);
    return account;
  }

  route(pagesCalls.faq, async ({ input }) => {
    const { faq } = await db.load(pagesData);
    const categories = input.q
      ? faq
          .map((category) => ({
            ...category,
            qandA: category.qandA.filter(({ question, ans }) => matches(input.q, question, ans)),
          }))
          .filter((category) => category.qandA.length > 0)
      : faq;
    const response: FaqResponse = { categories };
    return ok(response);
  });

  route(pagesCalls.knowledgeBase, async ({ input }) => {
    const { knowledgeBase } = await db.load(pagesData);
    const cards = knowledgeBase
      .filter(
        (category) =>
          !input.q ||
          matches(
            input.q,
            category.title,
            category.desc,
            ...category.articles.map((article) => article.question),
          ),
      )
      .map(({ slug, title, desc, articles }) => ({
        category: slug,
        title,
        desc,
        articleCount: articles.length,
      }));
    const response: KbHomeResponse = { cards };
    return ok(response);
  });

  route(pagesCalls.kbCategory, async ({ input }) => {
    const { knowledgeBase } = await db.load(pagesData);
    const { slug, title, desc, articles } = findCategory(knowledgeBase, input.category);
    const response: KbCategoryResponse = {
      category: { slug, title, desc },
      questions: articles.map(({ question, slug: article }) => ({ question, slug: article })),
    };
    return ok(response);
  });

  route(pagesCalls.kbQuestion, async ({ input }) => {
    const { knowledgeBase } = await db.load(pagesData);
    const category = findCategory(knowledgeBase, input.category);
    const article = category.articles.find((candidate) => candidate.slug === input.question);
    if (!article) throw notFound(messages.questionNotFound(input.question));
    const response: KbQuestionResponse = {
      category: { slug: category.slug, title: category.title },
      article,
      related: category.articles
        .filter((other) => other !== article)
        .map(({ question, slug }) => ({ question, slug })),
    };
    return ok(response);
  });

  route(pagesCalls.pricing, async () => ok((await db.load(pagesData)).pricing));

  route(pagesCalls.account, async ({ userId }) => {
    const data = await db.load(pagesData);
    return ok((await accountOf(data, userId)).settings);
  });

  route(pagesCalls.saveGeneral, async ({ input, userId }) => {
    const account = await change(userId, async (record, data) => {
      // Usernames and emails are unique over every other account, signed up or with settings.
      const { users } = await db.load(authData);
      const others = [
        ...users.filter((user) => user.id !== userId),
        ...[...data.accounts.entries()]
          .filter(([id]) => id !== userId)
          .map(([, other]) => other.settings.general),
      ];
      const refused: Record<string, string> = {};
      if (others.some((other) => sameIdentifier(other.username, input.username))) {
        refused.username = messages.usernameInUse;
      }
      if (others.some((other) => sameIdentifier(other.email, input.email))) {
        refused.email = messages.emailInUse;
      }
      if (Object.keys(refused).length) throw fieldsRefused(refused);
      record.settings.general = input;
    });
    return ok(account.settings);
  });

  route(pagesCalls.saveInfo, async ({ input, userId }) => {
    if (input.dob && input.dob > new Date().toISOString().slice(0, 10)) {
      throw fieldsRefused({ dob: 'must be in the past' }, 'dob: must be in the past');
    }
    const account = await change(userId, (record) => {
      record.settings.info = input;
    });
    return ok(account.settings);
  });

  route(pagesCalls.saveSocial, async ({ input, userId }) => {
    const account = await change(userId, (record) => {
      record.settings.social = input;
    });
    return ok(account.settings);
  });

  route(pagesCalls.saveConnections, async ({ input, userId }) => {
    const account = await change(userId, (record) => {
      record.settings.connections = input;
    });
    return ok(account.settings);
  });

  route(pagesCalls.saveNotifications, async ({ input, userId }) => {
    const account = await change(userId, (record) => {
      record.settings.notifications = input;
    });
    return ok(account.settings);
  });

  route(pagesCalls.changePassword, async ({ input, userId }) => {
    const { users } = await db.load(authData);
    const user = users.find((candidate) => candidate.id === userId);
    if (!user) throw httpError(401, messages.noAccount);
    if (user.password !== input.currentPassword) {
      throw fieldsRefused(
        { currentPassword: messages.wrongPassword },
        `currentPassword: ${messages.wrongPassword}`,
      );
    }
    if (input.newPassword === input.currentPassword) {
      throw fieldsRefused(
        { newPassword: messages.samePassword },
        `newPassword: ${messages.samePassword}`,
      );
    }
    user.password = input.newPassword;
    return ok({ message: messages.passwordChanged });
  });

  route(pagesCalls.apiKeys, async ({ userId }) => {
    const data = await db.load(pagesData);
    const { keys } = await accountOf(data, userId);
    return ok({ keys: [...keys].reverse() });
  });

  route(pagesCalls.createApiKey, async ({ input, userId }) => {
    let answer: CreatedApiKey | undefined;
    await change(userId, (record, data) => {
      if (record.keys.some((key) => fold(key.name) === fold(input.name))) {
        throw fieldsRefused({ name: messages.keyNameInUse });
      }
      if (record.keys.length >= apiKeyLimit) throw httpError(409, messages.keyLimit(apiKeyLimit));
      const secret = nextSecret(data);
      record.lastKeyId += 1;
      const key: ApiKey = {
        id: record.lastKeyId,
        name: input.name,
        access: input.access,
        prefix: `tsk_${secret.slice(0, 8)}`,
        createdAt: new Date().toISOString(),
      };
      record.keys.push(key);
      // Only the public prefix is kept: the whole key is answered this once.
      answer = { key, secret: `tsk_${secret}` };
    });
    return created(answer as CreatedApiKey);
  });

  route(pagesCalls.revokeApiKey, async ({ input, userId }) => {
    await change(userId, (record) => {
      const index = record.keys.findIndex((key) => key.id === input.id);
      if (index < 0) throw notFound(messages.keyNotFound(input.id));
      record.keys.splice(index, 1);
    });
    const response: Deleted = { id: input.id };
    return ok(response);
  });
};
