// The users, permissions and roles apps need `manage all` (SPEC §6): the screens say so, and the
// server refuses every one of their calls to anyone else, changing nothing.
import { api, type ApiError } from '@tessera/api-client';
import { admin, apiErrorOf, client, setupFakeServer, signIn, snapshot } from '../test/helpers';
import { permissionsData } from './permissions/handle';
import { rolesData } from './roles/handle';
import { usersData } from './users/handle';

const { server } = setupFakeServer();

const newUser = {
  fullName: 'Wren Adler',
  username: 'wren.adler',
  email: 'wren.adler@example.com',
  company: 'Adler Works',
  country: 'Chile',
  contact: '+56 2 5550 1234',
  role: 'editor',
  currentPlan: 'team',
  status: 'active',
  billing: 'Auto Debit',
} as const;

const calls: [string, () => Promise<unknown>][] = [
  ['all users', () => api.users.all()],
  ['a page of users', () => api.users.list({})],
  ['the users’ counts', () => api.users.stats()],
  ['one user', () => api.users.get({ id: 1 })],
  ['a user’s details', () => api.users.details({ id: 1 })],
  ['add a user', () => api.users.add(newUser)],
  ['update a user', () => api.users.update({ id: 1, status: 'inactive' })],
  ['change a user’s password', () => api.users.changePassword({ id: 1, newPassword: 'secret12' })],
  ['delete a user', () => api.users.remove({ id: 1 })],
  ['permissions', () => api.permissions.list({})],
  ['add a permission', () => api.permissions.add({ name: 'Audit trail' })],
  ['rename a permission', () => api.permissions.update({ id: 1, name: 'Audit trail' })],
  ['delete a permission', () => api.permissions.remove({ id: 1 })],
  ['roles', () => api.roles.list()],
  ['add a role', () => api.roles.add({ name: 'Auditor', permissions: [] })],
  ['update a role', () => api.roles.update({ id: 1, name: 'Auditor', permissions: [] })],
];

const everything = async () => {
  const { db } = server();
  return snapshot([
    await db.load(usersData),
    await db.load(permissionsData),
    await db.load(rolesData),
  ]);
};

describe('the admin apps’ calls', () => {
  it.each(calls)('refuse a client: %s → 403, nothing changed', async (_, call) => {
    await signIn(client);
    const before = await everything();
    const error: ApiError = await apiErrorOf(call());
    expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(await everything()).toEqual(before);
  });

  it('answer an admin', async () => {
    await signIn(admin);
    await expect(api.users.list({})).resolves.toMatchObject({ total: 50 });
    await expect(api.permissions.list({})).resolves.toMatchObject({ total: 9 });
  });

  it('leave search and bookmarks to every signed-in user', async () => {
    await signIn(client);
    await expect(api.search.list()).resolves.toHaveProperty('searchArr');
    await expect(api.bookmarks.list()).resolves.toHaveProperty('bookmarks');
  });
});
