import {
  api,
  clearSession,
  type ManagedRole,
  type RoleGrant,
  type User,
} from '@tessera/api-client';
import { roleModules } from '@tessera/api-client/roles';
import { roleResponseSchema, rolesResponseSchema } from '@tessera/api-client/schemas';
import { apiErrorOf, raw, setupDomainTests } from '../../test/helpers';
import { usersData } from '../users/handle';
import { rolesData } from './handle';

const { expectRefused } = setupDomainTests(async (server) => ({
  roles: await server.db.load(rolesData),
  users: await server.db.load(usersData),
}));
const roleNamed = async (name: string): Promise<ManagedRole> => {
  const role = (await api.roles.list()).roles.find((candidate) => candidate.name === name);
  if (!role) throw new Error(`no role ${name}`);
  return role;
};

const grant = (module: RoleGrant['module'], access = ''): RoleGrant => ({
  module,
  read: access.includes('r'),
  write: access.includes('w'),
  create: access.includes('c'),
});
const nothing = (module: RoleGrant['module']) => grant(module);

/** What a role's card should show, worked out here over the directory. */
function expectedMembers(users: User[], userRole: string) {
  const members = users.filter((user) => user.role === userRole);
  return {
    userCount: members.length,
    sampleUsers: members.slice(0, 4).map(({ id, fullName, avatar }) => ({ id, fullName, avatar })),
  };
}

describe('GET /apps/roles/data', () => {
  it('answers one role per directory role, valid by the contract', async () => {
    const response = await api.roles.list();
    expect(rolesResponseSchema.parse(response)).toEqual(response);
    expect(response.roles.map(({ id, name, userRole }) => [id, name, userRole])).toEqual([
      [1, 'Administrator', 'admin'],
      [2, 'Author', 'author'],
      [3, 'Editor', 'editor'],
      [4, 'Maintainer', 'maintainer'],
      [5, 'Subscriber', 'subscriber'],
    ]);
  });

  it('gives each role a full matrix in module order; Administrator may do everything', async () => {
    const { roles } = await api.roles.list();
    for (const role of roles) {
      expect(role.permissions.map((entry) => entry.module)).toEqual([...roleModules]);
    }
    const [administrator, ...others] = roles;
    expect(administrator.permissions).toEqual(roleModules.map((module) => grant(module, 'rwc')));
    for (const role of others) {
      expect(role.permissions.some((entry) => entry.read)).toBe(true);
      expect(role.permissions.some((entry) => !entry.create)).toBe(true);
      // Nobody may write or create what they cannot read.
      const blind = role.permissions.filter(
        (entry) => (entry.write || entry.create) && !entry.read,
      );
      expect(blind).toEqual([]);
    }
  });

  it('counts the users of each role and shows up to four of them', async () => {
    const users = await api.users.all();
    const { roles } = await api.roles.list();
    for (const role of roles) {
      expect(role).toMatchObject(expectedMembers(users, role.userRole ?? ''));
      expect(role.userCount).toBeGreaterThan(0);
    }
    expect(roles.reduce((sum, role) => sum + role.userCount, 0)).toBe(users.length);
  });

  it('follows the directory live: adding, editing and deleting users', async () => {
    const subscribers = (await roleNamed('Subscriber')).userCount;
    const { user } = await api.users.add({
      fullName: 'Wren Adler',
      username: 'wren.adler',
      email: 'wren@adler-tools.example',
      contact: '+44 20 7946 0000',
      country: 'Ireland',
      role: 'subscriber',
      currentPlan: 'team',
    });
    expect((await roleNamed('Subscriber')).userCount).toBe(subscribers + 1);

    const authors = (await roleNamed('Author')).userCount;
    await api.users.update({ id: user.id, role: 'author' });
    expect((await roleNamed('Subscriber')).userCount).toBe(subscribers);
    expect((await roleNamed('Author')).userCount).toBe(authors + 1);

    await api.users.remove({ id: user.id });
    const users = await api.users.all();
    expect(await roleNamed('Author')).toMatchObject(expectedMembers(users, 'author'));
  });
});

describe('POST /apps/roles/add-role', () => {
  it('creates a role nobody has yet, with a key of its name, the full matrix in module order (201)', async () => {
    const response = await raw('post', '/apps/roles/add-role', {
      data: {
        name: '  Auditor ',
        permissions: [grant('Reporting', 'r'), grant('Financial Management', 'rw')],
      },
    });
    expect(response.status).toBe(201);
    const { role } = roleResponseSchema.parse(response.data);
    expect(role).toEqual({
      id: 6,
      name: 'Auditor',
      userRole: 'auditor',
      userCount: 0,
      sampleUsers: [],
      permissions: roleModules.map((module) =>
        module === 'Reporting'
          ? grant(module, 'r')
          : module === 'Financial Management'
            ? grant(module, 'rw')
            : nothing(module),
      ),
    });
    expect((await api.roles.list()).roles.at(-1)).toEqual(role);
  });

  it('accepts an empty matrix (the role may do nothing)', async () => {
    const { role } = await api.roles.add({ name: 'Visitor', permissions: [] });
    expect(role.permissions).toEqual(roleModules.map(nothing));
    expect((await api.roles.add({ name: 'Guest', permissions: [] })).role.id).toBe(role.id + 1);
  });

  it.each([
    [
      { name: 'administrator', permissions: [] },
      {
        message: 'This role name is already in use.',
        fieldErrors: { name: 'This role name is already in use.' },
      },
    ],
    [{ name: ' ', permissions: [] }, { message: 'name: is required' }],
    [{ permissions: [] }, { message: 'name: is required' }],
    [{ name: 'Auditor' }, { message: 'permissions: is required' }],
    [
      { name: 'Auditor', permissions: [grant('Payroll', 'r'), grant('Payroll', 'rw')] },
      { message: 'permissions: must list each module once' },
    ],
    [
      { name: 'Auditor', permissions: [{ ...grant('Payroll'), module: 'Kitchen' }] },
      {
        message: `permissions.0.module: must be one of ${roleModules.map((module) => JSON.stringify(module)).join(', ')}`,
      },
    ],
    [
      { name: 'Auditor', permissions: [{ module: 'Payroll', read: 'yes' }] },
      {
        message:
          'permissions.0.read: must be a boolean; permissions.0.write: is required; permissions.0.create: is required',
      },
    ],
    [{ name: 'A'.repeat(41), permissions: [] }, { message: 'name: must be at most 40 characters' }],
  ])('refuses %j and adds nothing', async (data, body) => {
    await expectRefused(() => raw('post', '/apps/roles/add-role', { data }), 400, body);
  });

  it('rejects a duplicate through the api with a name field error', async () => {
    await expect(
      apiErrorOf(api.roles.add({ name: 'Editor', permissions: [] })),
    ).resolves.toMatchObject({
      status: 400,
      fieldErrors: { name: 'This role name is already in use.' },
    });
  });
});

describe('roles are data', () => {
  it('a new role can be assigned: its users count on its card and the list filters by it', async () => {
    const { role } = await api.roles.add({ name: 'Support Lead', permissions: [] });
    expect(role.userRole).toBe('support-lead');
    const [someone] = (await api.users.list({ page: 1, perPage: 1 })).users;
    await api.users.update({ id: someone.id, role: role.userRole });

    expect(await roleNamed('Support Lead')).toMatchObject({
      userCount: 1,
      sampleUsers: [{ id: someone.id, fullName: someone.fullName, avatar: someone.avatar }],
    });
    const listed = await api.users.list({ role: 'support-lead' });
    expect(listed.users.map((user) => user.id)).toEqual([someone.id]);
    // A rename keeps the key: the role's users keep it.
    await api.roles.update({ id: role.id, name: 'Support Leads', permissions: [] });
    expect(await roleNamed('Support Leads')).toMatchObject({
      userRole: 'support-lead',
      userCount: 1,
    });
  });

  it('gives each new role a key of its own', async () => {
    const keys = [];
    for (const name of ['Editor in chief', 'Editor-in-Chief!', 'Équipe été', '¡¿?!', '42 Crew']) {
      keys.push((await api.roles.add({ name, permissions: [] })).role.userRole);
    }
    expect(keys).toEqual(['editor-in-chief', 'editor-in-chief-2', 'equipe-ete', 'role-9', 'crew']);
  });

  it('refuses a role no role has, on add, edit and the list filter, changing nothing', async () => {
    const [someone] = (await api.users.list({ page: 1, perPage: 1 })).users;
    await api.roles.add({ name: 'Auditor', permissions: [] });
    const message =
      'role: must be one of "admin", "author", "editor", "maintainer", "subscriber", "auditor"';
    await expectRefused(
      () => raw('post', '/apps/users/update-user', { data: { id: someone.id, role: 'ghost' } }),
      400,
      { message },
    );
    await expectRefused(
      () => raw('get', '/api/users/list/data', { params: { role: 'ghost' } }),
      400,
      { message },
    );
  });
});

describe('POST /apps/roles/update-role', () => {
  it('renames the role and replaces its matrix; its users stay with it', async () => {
    const before = await roleNamed('Editor');
    const response = await raw('post', '/apps/roles/update-role', {
      data: {
        id: before.id,
        name: 'Copy Editor',
        permissions: [grant('Content Management', 'rw')],
      },
    });
    expect(response.status).toBe(200);
    const { role } = roleResponseSchema.parse(response.data);
    expect(role).toEqual({
      ...before,
      name: 'Copy Editor',
      permissions: roleModules.map((module) =>
        module === 'Content Management' ? grant(module, 'rw') : nothing(module),
      ),
    });
    expect(await roleNamed('Copy Editor')).toEqual(role);
  });

  it('lets a role keep its own name in another case', async () => {
    const { role } = await api.roles.update({ id: 2, name: 'AUTHOR', permissions: [] });
    expect(role).toMatchObject({ id: 2, name: 'AUTHOR', userRole: 'author' });
  });

  it.each([
    [{ id: 99, name: 'Auditor', permissions: [] }, 404, { message: 'No role with id 99' }],
    [
      { id: 2, name: ' editor ', permissions: [] },
      400,
      {
        message: 'This role name is already in use.',
        fieldErrors: { name: 'This role name is already in use.' },
      },
    ],
    [{ id: 2, name: '', permissions: [] }, 400, { message: 'name: is required' }],
    [{ name: 'Auditor', permissions: [] }, 400, { message: 'id: is required' }],
    [
      { id: 2, name: 'Auditor', permissions: 'all' },
      400,
      { message: 'permissions: must be an array' },
    ],
  ])('refuses %j and changes nothing', async (data, status, body) => {
    await expectRefused(() => raw('post', '/apps/roles/update-role', { data }), status, body);
  });
});

describe('without a valid access token', () => {
  it.each([
    ['get', '/apps/roles/data', {}],
    ['post', '/apps/roles/add-role', { data: { name: 'Auditor', permissions: [] } }],
    ['post', '/apps/roles/update-role', { data: { id: 1, name: 'Boss', permissions: [] } }],
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
