import { api, clearSession, type Permission } from '@tessera/api-client';
import {
  deletedSchema,
  permissionListResponseSchema,
  permissionResponseSchema,
} from '@tessera/api-client/schemas';
import { apiErrorOf, raw, setupDomainTests, snapshot } from '../../test/helpers';
import { permissionsData } from './handle';

const { dataOf, expectRefused } = setupDomainTests((server) => server.db.load(permissionsData));
const names = (permissions: Permission[]) => permissions.map((permission) => permission.name);

/** SPEC §6, in order. */
const catalogue = [
  ['Management', ['administrator']],
  ['Manage Billing & Roles', ['administrator']],
  ['Add & Remove Users', ['administrator', 'manager']],
  ['Project Planning', ['administrator', 'user', 'support']],
  ['Manage Email Sequences', ['administrator', 'user', 'support']],
  ['Client Communication', ['administrator', 'manager']],
  ['Only View', ['administrator', 'restricted-user']],
  ['Financial Management', ['administrator', 'manager']],
  ["Manage Others' Tasks", ['administrator', 'support']],
];

/** Dates travel as ISO date-times (the screen formats them): '2026-04-14T20:43:00.000Z'. */
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe('GET /apps/permissions/data', () => {
  it('answers the nine permissions of the catalogue, with params and allData', async () => {
    const response = await api.permissions.list();
    expect(permissionListResponseSchema.parse(response)).toEqual(response);
    expect(response.permissions.map(({ id, name, assignedTo }) => [id, name, assignedTo])).toEqual(
      catalogue.map(([name, assignedTo], index) => [index + 1, name, assignedTo]),
    );
    expect(response.total).toBe(9);
    expect(response.params).toEqual({ q: '', page: 1, perPage: 10 });
    expect(response.allData).toEqual(response.permissions);
  });

  it('dates each permission in the past, oldest first', async () => {
    const { permissions } = await api.permissions.list();
    const dates = permissions.map((permission) => permission.createdDate);
    for (const date of dates) expect(date).toMatch(isoDateTime);
    const times = dates.map((date) => Date.parse(date));
    expect(times.every((time) => time < Date.now())).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(new Set(dates).size).toBe(9);
  });

  it('searches names without regard to case', async () => {
    const response = await api.permissions.list({ q: ' MANAGE ' });
    expect(names(response.permissions)).toEqual([
      'Management',
      'Manage Billing & Roles',
      'Manage Email Sequences',
      'Financial Management',
      "Manage Others' Tasks",
    ]);
    expect(response.total).toBe(5);
    expect(response.params.q).toBe('MANAGE');
    expect(response.allData).toHaveLength(9);
  });

  it.each([
    ['manager', ['Add & Remove Users', 'Client Communication', 'Financial Management']],
    ['support', ['Project Planning', 'Manage Email Sequences', "Manage Others' Tasks"]],
    ['restricted-user', ['Only View']],
    ['administrator', catalogue.map(([name]) => name)],
  ] as const)('filters by assigned role %s', async (assignedTo, expected) => {
    const response = await api.permissions.list({ assignedTo });
    expect(names(response.permissions)).toEqual(expected);
    expect(response.total).toBe(expected.length);
    expect(response.params).toEqual({ q: '', page: 1, perPage: 10, assignedTo });
  });

  it('combines search and filter; an empty filter means any role', async () => {
    await expect(
      api.permissions.list({ q: 'management', assignedTo: 'manager' }),
    ).resolves.toMatchObject({ total: 1, permissions: [{ name: 'Financial Management' }] });
    await expect(api.permissions.list({ assignedTo: '' as never })).resolves.toMatchObject({
      total: 9,
    });
  });

  it('pages from 1; a page past the end is empty with the right total', async () => {
    const third = await api.permissions.list({ perPage: 4, page: 3 });
    expect(third.permissions.map((permission) => permission.id)).toEqual([9]);
    expect(third.total).toBe(9);
    const beyond = await api.permissions.list({ perPage: 4, page: 4 });
    expect(beyond).toMatchObject({ permissions: [], total: 9 });
    expect(beyond.allData).toHaveLength(9);
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: -1 }, 'perPage: must be a positive integer'],
    [{ perPage: 'many' }, 'perPage: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
    [
      { assignedTo: 'boss' },
      'assignedTo: must be one of "administrator", "manager", "user", "support", "restricted-user"',
    ],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/apps/permissions/data', { params }), 400, {
      message,
    });
  });
});

describe('POST /apps/permissions/add-permission', () => {
  it('creates a permission for administrator, dated now (201)', async () => {
    const before = Date.now();
    const response = await raw('post', '/apps/permissions/add-permission', {
      data: { name: '  Audit Logs  ' },
    });
    const after = Date.now();
    expect(response.status).toBe(201);
    const { permission } = permissionResponseSchema.parse(response.data);
    expect(permission).toMatchObject({ id: 10, name: 'Audit Logs', assignedTo: ['administrator'] });
    expect(permission.createdDate).toMatch(isoDateTime);
    expect(Date.parse(permission.createdDate)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(permission.createdDate)).toBeLessThanOrEqual(after);
    const { allData } = await api.permissions.list();
    expect(allData.at(-1)).toEqual(permission);
  });

  it('never gives an id twice, even after deletes', async () => {
    const first = (await api.permissions.add({ name: 'Audit Logs' })).permission.id;
    await api.permissions.remove({ id: first });
    const second = (await api.permissions.add({ name: 'Audit Logs' })).permission.id;
    await api.permissions.remove({ id: 9 });
    const third = (await api.permissions.add({ name: 'Export Data' })).permission.id;
    expect([first, second, third]).toEqual([10, 11, 12]);
  });

  it.each([
    [
      { name: 'management' },
      400,
      {
        message: 'This permission name is already in use.',
        fieldErrors: { name: 'This permission name is already in use.' },
      },
    ],
    [
      { name: '  ONLY VIEW ' },
      400,
      {
        message: 'This permission name is already in use.',
        fieldErrors: { name: 'This permission name is already in use.' },
      },
    ],
    [{ name: '' }, 400, { message: 'name: is required' }],
    [{ name: '   ' }, 400, { message: 'name: is required' }],
    [{}, 400, { message: 'name: is required' }],
    [{ name: 'x'.repeat(61) }, 400, { message: 'name: must be at most 60 characters' }],
    [{ name: 7 }, 400, { message: 'name: must be a string' }],
  ])('refuses %j and adds nothing', async (data, status, body) => {
    await expectRefused(
      () => raw('post', '/apps/permissions/add-permission', { data }),
      status,
      body,
    );
  });

  it('rejects a duplicate through the api with a name field error', async () => {
    await expect(apiErrorOf(api.permissions.add({ name: 'Management' }))).resolves.toMatchObject({
      status: 400,
      message: 'This permission name is already in use.',
      fieldErrors: { name: 'This permission name is already in use.' },
    });
  });
});

describe('POST /apps/permissions/update-permission', () => {
  it('renames a permission (201), keeping its roles and date', async () => {
    const [, original] = (await dataOf()).permissions.map((permission) => snapshot(permission));
    const response = await raw('post', '/apps/permissions/update-permission', {
      data: { id: 2, name: 'Manage Billing' },
    });
    expect(response.status).toBe(201);
    expect(permissionResponseSchema.parse(response.data)).toEqual({
      permission: { ...original, name: 'Manage Billing' },
    });
    await expect(api.permissions.list({ q: 'billing' })).resolves.toMatchObject({
      permissions: [{ id: 2, name: 'Manage Billing' }],
    });
  });

  it('lets a permission keep its own name in another case', async () => {
    await expect(api.permissions.update({ id: 1, name: 'MANAGEMENT' })).resolves.toMatchObject({
      permission: { id: 1, name: 'MANAGEMENT' },
    });
  });

  it.each([
    [{ id: 99, name: 'Audit Logs' }, 404, { message: 'No permission with id 99' }],
    [
      { id: 2, name: 'only view' },
      400,
      {
        message: 'This permission name is already in use.',
        fieldErrors: { name: 'This permission name is already in use.' },
      },
    ],
    [{ id: 2, name: ' ' }, 400, { message: 'name: is required' }],
    [{ name: 'Audit Logs' }, 400, { message: 'id: is required' }],
    [{ id: '2', name: 'Audit Logs' }, 400, { message: 'id: must be a positive integer' }],
  ])('refuses %j and changes nothing', async (data, status, body) => {
    await expectRefused(
      () => raw('post', '/apps/permissions/update-permission', { data }),
      status,
      body,
    );
  });
});

describe('DELETE /apps/permissions/delete', () => {
  it('removes exactly that permission', async () => {
    const before = (await api.permissions.list()).allData;
    const response = await api.permissions.remove({ id: 4 });
    expect(deletedSchema.parse(response)).toEqual({ id: 4 });
    const after = await api.permissions.list();
    expect(after.allData).toEqual(before.filter((permission) => permission.id !== 4));
    expect(after.total).toBe(8);
  });

  it.each([
    [{ id: 99 }, 404, 'No permission with id 99'],
    [{}, 400, 'id: is required'],
    [{ id: '0' }, 400, 'id: must be a positive integer'],
  ])('refuses %j and removes nothing', async (params, status, message) => {
    await expectRefused(() => raw('delete', '/apps/permissions/delete', { params }), status, {
      message,
    });
  });
});

describe('without a valid access token', () => {
  it.each([
    ['get', '/apps/permissions/data', {}],
    ['post', '/apps/permissions/add-permission', { data: { name: 'Audit Logs' } }],
    ['post', '/apps/permissions/update-permission', { data: { id: 1, name: 'Audit Logs' } }],
    ['delete', '/apps/permissions/delete', { params: { id: 1 } }],
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
