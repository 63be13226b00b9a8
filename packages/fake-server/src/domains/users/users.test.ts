import {
  api,
  clearSession,
  type NewUser,
  type User,
  type UserListQuery,
} from '@tessera/api-client';
import { userSortColumns } from '@tessera/api-client/users';
import {
  allUsersResponseSchema,
  deletedSchema,
  messageResponseSchema,
  newUserSchema,
  userDetailsResponseSchema,
  userListResponseSchema,
  userResponseSchema,
  userStatsResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { usersData } from './handle';
import { baseUserCount } from './model';

const { server, restart, dataOf, expectRefused } = setupDomainTests((server) =>
  server.db.load(usersData),
);
const usersOf = async () => (await dataOf()).users;
const ids = (users: Pick<User, 'id'>[]) => users.map((user) => user.id);

const newUser: NewUser = {
  fullName: 'Wren Adler',
  username: 'wren.adler',
  email: 'wren@adler-tools.example',
  company: 'Adler Tools',
  contact: '+44 20 7946 0000',
  country: 'Ireland',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  billing: 'Manual - Paypal',
};

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** What the list should answer, worked out here the plain way over all the users. */
function expectedList(all: User[], query: Required<Pick<UserListQuery, 'q'>> & UserListQuery) {
  const needle = query.q.toLowerCase();
  return all
    .filter((user) =>
      [user.email, user.fullName, user.billing].some((value) =>
        value.toLowerCase().includes(needle),
      ),
    )
    .filter((user) => !query.role || user.role === query.role)
    .filter((user) => !query.status || user.status === query.status)
    .filter((user) => !query.currentPlan || user.currentPlan === query.currentPlan);
}

describe('the generated directory', () => {
  it('holds 50 made-up users, valid and editable by the contract', async () => {
    const users = await api.users.all();
    expect(allUsersResponseSchema.parse(users)).toEqual(users);
    expect(users).toHaveLength(baseUserCount);
    expect(ids(users)).toEqual(Array.from({ length: 50 }, (_, index) => index + 1));
    for (const { id: _id, avatar: _avatar, ...fields } of users) {
      expect(newUserSchema.safeParse(fields)).toMatchObject({ success: true });
    }
    const lower = (field: 'email' | 'username') => users.map((user) => user[field].toLowerCase());
    expect(new Set(lower('email')).size).toBe(users.length);
    expect(new Set(lower('username')).size).toBe(users.length);
    // No two people share a name, so a search or a row never leaves you guessing which one.
    expect(new Set(users.map((user) => user.fullName)).size).toBe(users.length);
  });

  it('gives some users a picture (a data: URL, never a network one) and others none', async () => {
    const avatars = (await api.users.all()).map((user) => user.avatar);
    const pictures = avatars.filter(Boolean);
    expect(pictures.length).toBeGreaterThan(5);
    expect(avatars.length - pictures.length).toBeGreaterThan(5);
    for (const picture of pictures) expect(picture).toMatch(/^data:image\/svg\+xml,/);
  });

  it('uses every role, status, plan and billing method', async () => {
    const users = await api.users.all();
    const seen = (field: 'role' | 'status' | 'currentPlan' | 'billing') =>
      new Set(users.map((user) => user[field])).size;
    expect([seen('role'), seen('status'), seen('currentPlan'), seen('billing')]).toEqual([
      5, 3, 4, 4,
    ]);
  });

  it('is the same for the same seed and differs for another', async () => {
    const usersFor = async (seed: number) => {
      restart({ seed });
      return snapshot(await usersOf());
    };
    const first = await usersFor(11);
    expect(await usersFor(11)).toEqual(first);
    expect(await usersFor(12)).not.toEqual(first);
  });

  it('grows with scale: scale 200 is 10,000 users, still unique', async () => {
    restart({ scale: 200 });
    const users = await usersOf();
    expect(users).toHaveLength(10_000);
    expect(new Set(users.map((user) => user.email)).size).toBe(10_000);
    expect(new Set(users.map((user) => user.username)).size).toBe(10_000);
    await signIn();
    const { users: page, total } = await api.users.list({ q: 'ma', role: 'editor', page: 2 });
    expect(total).toBe(expectedList(users, { q: 'ma', role: 'editor' }).length);
    expect(page).toHaveLength(10);
  });

  it('comes back as seeded after reset()', async () => {
    const seeded = snapshot(await usersOf());
    await api.users.add(newUser);
    await api.users.remove({ id: 1 });
    server().reset();
    expect(await usersOf()).toEqual(seeded);
  });
});

describe('GET /api/users/list/data', () => {
  it('answers the first 10 users by fullName, and the total', async () => {
    const all = await api.users.all();
    const response = await api.users.list();
    expect(userListResponseSchema.parse(response)).toEqual(response);
    expect(response.total).toBe(50);
    const byName = [...all].sort((a, b) => collator.compare(a.fullName, b.fullName));
    expect(response.users).toEqual(byName.slice(0, 10));
  });

  it.each([
    ['a name, any case', 'OMAR'],
    ['an email domain', 'cedarlogistics'],
    ['a billing method', 'paypal'],
    ['part of an email', '.example'],
  ])('searches email, fullName and billing: %s', async (_, q) => {
    const all = await api.users.all();
    const expected = expectedList(all, { q });
    expect(expected.length).toBeGreaterThan(0);
    const { users, total } = await api.users.list({ q, perPage: 100 });
    expect(total).toBe(expected.length);
    expect(ids(users).sort((a, b) => a - b)).toEqual(ids(expected));
  });

  it('does not search other fields (country, company, contact)', async () => {
    const [someone] = await api.users.all();
    for (const q of [someone.country, someone.company, someone.contact]) {
      await expect(api.users.list({ q })).resolves.toEqual({ users: [], total: 0 });
    }
  });

  it('filters on role, status and plan exactly, together and with a search', async () => {
    const all = await api.users.all();
    const query = { q: 'a', role: 'editor', status: 'active', currentPlan: 'team' } as const;
    for (const filters of [
      { q: '', role: query.role },
      { q: '', status: query.status },
      { q: '', currentPlan: query.currentPlan },
      query,
    ]) {
      const expected = expectedList(all, filters);
      const { users, total } = await api.users.list({ ...filters, perPage: 100 });
      expect(total).toBe(expected.length);
      expect(ids(users).sort((a, b) => a - b)).toEqual(ids(expected));
    }
    const everyEditor = await api.users.list({ role: 'editor', perPage: 100 });
    expect(everyEditor.users.every((user) => user.role === 'editor')).toBe(true);
  });

  it('reads query text into the typed values the contract declares', async () => {
    const response = await raw('get', '/api/users/list/data?page=2&perPage=3&role=&q=');
    expect(response.status).toBe(200);
    expect(response.data).toEqual(await api.users.list({ page: 2, perPage: 3 }));
  });

  it('answers at most 100 users a page', async () => {
    restart({ scale: 4 });
    await signIn();
    await expect(api.users.list({ perPage: 100 })).resolves.toMatchObject({ total: 200 });
    expect((await api.users.list({ perPage: 100 })).users).toHaveLength(100);
  });

  it('reads an empty filter as "any"', async () => {
    await expect(
      api.users.list({ role: '' as never, status: '' as never, currentPlan: '' as never }),
    ).resolves.toMatchObject({ total: 50 });
  });

  it.each(
    userSortColumns.flatMap((column) => [[column, 'asc'] as const, [column, 'desc'] as const]),
  )('sorts by %s %s', async (sortColumn, sort) => {
    const { users } = await api.users.list({ sortColumn, sort, perPage: 50 });
    const values = users.map((user) => user[sortColumn]);
    const ordered = [...values].sort((a, b) =>
      sort === 'asc' ? collator.compare(a, b) : collator.compare(b, a),
    );
    expect(values).toEqual(ordered);
    expect(users).toHaveLength(50);
  });

  it('pages from 1; a page past the end is empty with the right total', async () => {
    const { users: firstFifty } = await api.users.list({ perPage: 50, sortColumn: 'email' });
    await expect(api.users.list({ page: 3, perPage: 7, sortColumn: 'email' })).resolves.toEqual({
      users: firstFifty.slice(14, 21),
      total: 50,
    });
    await expect(api.users.list({ page: 8, perPage: 7, sortColumn: 'email' })).resolves.toEqual({
      users: firstFifty.slice(49),
      total: 50,
    });
    await expect(api.users.list({ page: 9, perPage: 7 })).resolves.toEqual({
      users: [],
      total: 50,
    });
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ page: -2 }, 'page: must be a positive integer'],
    [{ page: 'two' }, 'page: must be a positive integer'],
    [{ perPage: -5 }, 'perPage: must be a positive integer'],
    [{ perPage: 0 }, 'perPage: must be a positive integer'],
    [{ perPage: 'ten' }, 'perPage: must be a positive integer'],
    [{ perPage: '2.5' }, 'perPage: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
    [{ sort: 'up' }, 'sort: must be one of "asc", "desc"'],
    [
      { sortColumn: 'password' },
      'sortColumn: must be one of "fullName", "email", "role", "currentPlan", "status", "billing", "country"',
    ],
    // Roles are data: a key no role has is refused by the server, a malformed one by the schema.
    [
      { role: 'boss' },
      'role: must be one of "admin", "author", "editor", "maintainer", "subscriber"',
    ],
    [{ role: 'Boss!' }, 'role: must be a role key'],
    [{ status: 'gone' }, 'status: must be one of "active", "inactive", "pending"'],
    [
      { currentPlan: 'free' },
      'currentPlan: must be one of "basic", "team", "company", "enterprise"',
    ],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/api/users/list/data', { params }), 400, { message });
    await expect(apiErrorOf(api.users.list(params as UserListQuery))).resolves.toMatchObject({
      status: 400,
      message,
    });
  });
});

describe('GET /api/users/stats', () => {
  it('answers the statistic cards’ counts over the whole directory', async () => {
    const everyone = await usersOf();
    const count = (matches: (user: User) => boolean) => everyone.filter(matches).length;
    const response = await raw('get', '/api/users/stats');
    expect(response.status).toBe(200);
    expect(response.data).toEqual({
      total: everyone.length,
      paid: count((user) => user.currentPlan !== 'basic'),
      active: count((user) => user.status === 'active'),
      pending: count((user) => user.status === 'pending'),
    });
    expect(userStatsResponseSchema.parse(await api.users.stats())).toEqual(response.data);
  });

  it('follows adding, suspending and deleting users', async () => {
    const before = await api.users.stats();
    const { user } = await api.users.add({ ...newUser, status: 'pending', currentPlan: 'basic' });
    await expect(api.users.stats()).resolves.toEqual({
      ...before,
      total: before.total + 1,
      pending: before.pending + 1,
    });
    await api.users.update({ id: user.id, status: 'active' });
    await expect(api.users.stats()).resolves.toEqual({
      ...before,
      total: before.total + 1,
      active: before.active + 1,
    });
    await api.users.remove({ id: user.id });
    await expect(api.users.stats()).resolves.toEqual(before);
  });
});

describe('GET /api/users/user', () => {
  it('answers one user', async () => {
    const all = await api.users.all();
    const response = await api.users.get({ id: 7 });
    expect(userResponseSchema.parse(response)).toEqual(response);
    expect(response.user).toEqual(all[6]);
  });

  it.each([
    [{}, 400, 'id: is required'],
    [{ id: 'seven' }, 400, 'id: must be a positive integer'],
    [{ id: 0 }, 400, 'id: must be a positive integer'],
    [{ id: 999 }, 404, 'No user with id 999'],
  ])('refuses %j', async (params, status, message) => {
    await expectRefused(() => raw('get', '/api/users/user', { params }), status, { message });
  });

  it('rejects an unknown id with ApiError 404', async () => {
    await expect(apiErrorOf(api.users.get({ id: 999 }))).resolves.toMatchObject({
      status: 404,
      message: 'No user with id 999',
    });
  });
});

describe('GET /api/users/user/details', () => {
  it('answers projects, activity, devices and connections valid by the contract', async () => {
    const details = await api.users.details({ id: 3 });
    expect(userDetailsResponseSchema.parse(details)).toEqual(details);
    expect(details.projects.length).toBeGreaterThanOrEqual(2);
    expect(details.activity.length).toBeGreaterThanOrEqual(3);
    expect(details.devices.length).toBeGreaterThanOrEqual(1);
    expect(details.connections.length).toBe(5);
    for (const project of details.projects) {
      expect(project.completedTasks).toBeLessThanOrEqual(project.totalTasks);
      expect(project.progress).toBe(
        Math.round((project.completedTasks / project.totalTasks) * 100),
      );
    }
    const times = details.activity.map((entry) => entry.time);
    expect(times).toEqual([...times].sort().reverse());
    expect(ids(details.activity)).toEqual(details.activity.map((_, index) => index + 1));
  });

  it('is the same for the same user and seed, and differs between users', async () => {
    const first = await api.users.details({ id: 3 });
    expect(await api.users.details({ id: 3 })).toEqual(first);
    restart({});
    await signIn();
    expect(await api.users.details({ id: 3 })).toEqual(first);
    expect(await api.users.details({ id: 4 })).not.toEqual(first);
  });

  it('answers a user added meanwhile', async () => {
    const { user } = await api.users.add(newUser);
    const details = await api.users.details({ id: user.id });
    expect(userDetailsResponseSchema.parse(details)).toEqual(details);
  });

  it.each([
    [{}, 400, 'id: is required'],
    [{ id: -1 }, 400, 'id: must be a positive integer'],
    [{ id: 51 }, 404, 'No user with id 51'],
  ])('refuses %j', async (params, status, message) => {
    await expectRefused(() => raw('get', '/api/users/user/details', { params }), status, {
      message,
    });
  });
});

describe('POST /apps/users/add-user', () => {
  it('creates the user with the next id and no picture (201)', async () => {
    const response = await raw('post', '/apps/users/add-user', { data: newUser });
    expect(response.status).toBe(201);
    expect(userResponseSchema.parse(response.data)).toEqual({
      user: { ...newUser, id: 51, avatar: '' },
    });
    expect(await api.users.get({ id: 51 })).toEqual(response.data);
    await expect(api.users.list({ q: 'wren' })).resolves.toMatchObject({ total: 1 });
    expect(await api.users.all()).toHaveLength(51);
  });

  it('fills in company, status and billing when left out', async () => {
    const { company: _c, status: _s, billing: _b, ...required } = newUser;
    const { user } = await api.users.add(required);
    expect(user).toMatchObject({ company: '', status: 'pending', billing: 'Auto Debit' });
  });

  it('never gives an id twice, even after deletes', async () => {
    const first = (await api.users.add(newUser)).user.id;
    await api.users.remove({ id: first });
    const second = (await api.users.add(newUser)).user.id;
    await api.users.remove({ id: 50 });
    await api.users.remove({ id: second });
    const third = (await api.users.add(newUser)).user.id;
    expect([first, second, third]).toEqual([51, 52, 53]);
  });

  it.each([
    [
      'email',
      (taken: User) => ({ email: taken.email.toUpperCase() }),
      { email: 'This email is already in use.' },
    ],
    [
      'username',
      (taken: User) => ({ username: taken.username.toUpperCase() }),
      { username: 'This username is already in use.' },
    ],
    [
      'email and username',
      (taken: User) => ({ email: taken.email, username: taken.username }),
      { email: 'This email is already in use.', username: 'This username is already in use.' },
    ],
  ])('refuses a %s already in use, any case (400, field errors)', async (_, clash, error) => {
    const [taken] = await usersOf();
    const data = { ...newUser, ...clash(taken) };
    const message = Object.values(error).join(' ');
    await expectRefused(() => raw('post', '/apps/users/add-user', { data }), 400, {
      message,
      fieldErrors: error,
    });
    await expect(apiErrorOf(api.users.add(data))).resolves.toMatchObject({
      status: 400,
      message,
      fieldErrors: error,
    });
  });

  it.each([
    [{ ...newUser, fullName: '  ' }, 'fullName: is required'],
    [{ ...newUser, email: 'wren' }, 'email: must be a valid email address'],
    [
      { ...newUser, username: 'w a' },
      'username: must be 3 to 30 letters, digits, dots, dashes or underscores',
    ],
    [{ ...newUser, contact: 'call me' }, 'contact: must be a phone number'],
    [
      { ...newUser, role: 'boss' },
      'role: must be one of "admin", "author", "editor", "maintainer", "subscriber"',
    ],
    [{ ...newUser, role: 42 }, 'role: must be a string'],
    [{ ...newUser, country: undefined }, 'country: is required'],
    [{ ...newUser, country: 42 }, 'country: must be a string'],
    [
      { ...newUser, currentPlan: 'free' },
      'currentPlan: must be one of "basic", "team", "company", "enterprise"',
    ],
    [['Wren'], 'body: must be an object'],
  ])('answers 400 naming the field for %j', async (data, message) => {
    await expectRefused(() => raw('post', '/apps/users/add-user', { data }), 400, { message });
  });
});

describe('POST /apps/users/update-user', () => {
  it('changes only the fields sent (suspend keeps everything else)', async () => {
    const [before] = snapshot(await usersOf());
    const response = await api.users.update({ id: before.id, status: 'inactive' });
    expect(userResponseSchema.parse(response)).toEqual(response);
    expect(response.user).toEqual({ ...before, status: 'inactive' });
    expect((await api.users.get({ id: before.id })).user).toEqual(response.user);
  });

  it('edits several fields; keeping its own email (any case) is allowed', async () => {
    const target = (await usersOf())[4];
    const changes = {
      email: target.email.toUpperCase(),
      company: 'Harbor Works',
      role: 'maintainer',
      currentPlan: 'enterprise',
    } as const;
    const { user } = await api.users.update({ id: target.id, ...changes });
    expect(user).toMatchObject({ id: target.id, ...changes });
  });

  it('redraws a generated picture on a new name; no picture stays none', async () => {
    const users = await usersOf();
    const [withPicture] = users.filter((user) => user.avatar);
    const [withoutPicture] = users.filter((user) => !user.avatar);
    const renamed = (await api.users.update({ id: withPicture.id, fullName: 'Zed Quarry' })).user;
    expect(renamed.avatar).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(renamed.avatar)).toContain('>ZQ</text>');
    const plain = (await api.users.update({ id: withoutPicture.id, fullName: 'Zed Quarry' })).user;
    expect(plain.avatar).toBe('');
  });

  it('refuses another user’s email or username (400, field errors)', async () => {
    const [first, second] = await usersOf();
    await expectRefused(
      () =>
        raw('post', '/apps/users/update-user', {
          data: { id: first.id, email: second.email, username: second.username.toUpperCase() },
        }),
      400,
      {
        message: 'This email is already in use. This username is already in use.',
        fieldErrors: {
          email: 'This email is already in use.',
          username: 'This username is already in use.',
        },
      },
    );
  });

  it.each([
    [{ id: 999, status: 'active' }, 404, 'No user with id 999'],
    [{ id: 3 }, 400, 'body: nothing to update'],
    [{ status: 'active' }, 400, 'id: is required'],
    [{ id: 3, email: 'nope' }, 400, 'email: must be a valid email address'],
    [{ id: 3, status: 'asleep' }, 400, 'status: must be one of "active", "inactive", "pending"'],
    [{ id: 3, fullName: '' }, 400, 'fullName: is required'],
  ])('refuses %j', async (data, status, message) => {
    await expectRefused(() => raw('post', '/apps/users/update-user', { data }), status, {
      message,
    });
  });
});

describe('POST /apps/users/change-password', () => {
  it('sets the password and confirms', async () => {
    const response = await api.users.changePassword({ id: 4, newPassword: 'harbor2026' });
    expect(messageResponseSchema.parse(response)).toEqual({
      message: 'The password was changed.',
    });
    expect((await dataOf()).passwords.get(4)).toBe('harbor2026');
  });

  it.each([
    [{ id: 999, newPassword: 'harbor2026' }, 404, 'No user with id 999'],
    [{ id: 4, newPassword: 'short1' }, 400, 'newPassword: must be at least 8 characters'],
    [{ id: 4, newPassword: 'onlyletters' }, 400, 'newPassword: must contain a digit'],
    [{ id: 4, newPassword: '12345678' }, 400, 'newPassword: must contain a letter'],
    [{ id: 4 }, 400, 'newPassword: is required'],
    [{ newPassword: 'harbor2026' }, 400, 'id: is required'],
  ])('refuses %j', async (data, status, message) => {
    await expectRefused(() => raw('post', '/apps/users/change-password', { data }), status, {
      message,
    });
  });
});

describe('DELETE /apps/users/delete', () => {
  it('removes exactly that user', async () => {
    const before = await api.users.all();
    const response = await api.users.remove({ id: 12 });
    expect(deletedSchema.parse(response)).toEqual({ id: 12 });
    expect(await api.users.all()).toEqual(before.filter((user) => user.id !== 12));
    await expect(api.users.list()).resolves.toMatchObject({ total: 49 });
    await expect(apiErrorOf(api.users.get({ id: 12 }))).resolves.toMatchObject({ status: 404 });
  });

  it.each([
    [{ id: 999 }, 404, 'No user with id 999'],
    [{}, 400, 'id: is required'],
    [{ id: 'x' }, 400, 'id: must be a positive integer'],
  ])('refuses %j and removes nobody', async (params, status, message) => {
    await expectRefused(() => raw('delete', '/apps/users/delete', { params }), status, {
      message,
    });
  });

  it('answers 404 the second time', async () => {
    await api.users.remove({ id: 12 });
    await expect(apiErrorOf(api.users.remove({ id: 12 }))).resolves.toMatchObject({
      status: 404,
      message: 'No user with id 12',
    });
  });
});

describe('without a valid access token', () => {
  it.each([
    ['get', '/api/users/list/all-data', {}],
    ['get', '/api/users/list/data', { params: { q: 'a' } }],
    ['get', '/api/users/stats', {}],
    ['get', '/api/users/user', { params: { id: 1 } }],
    ['get', '/api/users/user/details', { params: { id: 1 } }],
    ['post', '/apps/users/add-user', { data: newUser }],
    ['post', '/apps/users/update-user', { data: { id: 1, status: 'inactive' } }],
    ['post', '/apps/users/change-password', { data: { id: 1, newPassword: 'harbor2026' } }],
    ['delete', '/apps/users/delete', { params: { id: 1 } }],
  ] as const)('%s %s answers 401 and changes nothing', async (method, url, request) => {
    clearSession();
    await expectRefused(() => raw(method, url, request), 401, {
      message: 'Missing access token',
    });
    await expectRefused(() => raw(method, url, { ...request, token: 'garbage' }), 401, {
      message: 'Invalid or expired access token',
    });
  });
});
