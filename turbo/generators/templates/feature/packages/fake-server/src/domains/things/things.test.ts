import { api, clearSession, type Thing } from '@tessera/api-client';
import { thingListResponseSchema, thingResponseSchema } from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn, snapshot } from '../../test/helpers';
import { thingCount } from './data';
import { thingsData } from './handle';

const { dataOf, expectRefused } = setupDomainTests((server) => server.db.load(thingsData));

const byName = (a: Thing, b: Thing) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });
const newThing = { name: 'Zephyr Bench', owner: 'Ada Lovelace', status: 'active' } as const;

describe('GET /api/things', () => {
  it('answers the first 10 things by name, and the total', async () => {
    const response = await api.things.list();
    expect(thingListResponseSchema.parse(response)).toEqual(response);
    const { things } = await dataOf();
    expect(response.total).toBe(thingCount);
    expect(response.things).toEqual([...things].sort(byName).slice(0, 10));
  });

  it('is the same sample data on every start (seeded)', async () => {
    const first = snapshot((await dataOf()).things);
    const again = await raw('get', '/api/things', { params: { perPage: 100 } });
    expect(again.data).toMatchObject({ things: [...first].sort(byName) });
    expect(new Set(first.map((thing) => thing.name)).size).toBe(first.length);
  });

  it('searches names and owners without regard to case, and filters by status', async () => {
    const { things } = await dataOf();
    const [target] = things;
    const found = await api.things.list({ q: target.owner.toUpperCase(), perPage: 100 });
    expect(found.things.length).toBeGreaterThan(0);
    expect(found.things.every((thing) => thing.owner === target.owner)).toBe(true);

    const archived = await api.things.list({ status: 'archived', perPage: 100 });
    const expected = things.filter((thing) => thing.status === 'archived');
    expect(archived.total).toBe(expected.length);
    expect(archived.things.every((thing) => thing.status === 'archived')).toBe(true);
  });

  it('sorts by a column either way, and pages from 1 with the right total', async () => {
    const newestFirst = await api.things.list({
      sortColumn: 'updatedAt',
      sort: 'desc',
      perPage: 100,
    });
    const dates = newestFirst.things.map((thing) => Date.parse(thing.updatedAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));

    const third = await api.things.list({ perPage: 10, page: 3 });
    expect(third.things).toHaveLength(thingCount - 20);
    const beyond = await api.things.list({ perPage: 10, page: 9 });
    expect(beyond).toEqual({ things: [], total: thingCount });
  });

  it.each([
    [{ page: 0 }, 'page: must be a positive integer'],
    [{ perPage: 101 }, 'perPage: must be at most 100'],
    [{ status: 'lost' }, 'status: must be one of "draft", "active", "archived"'],
    [{ sortColumn: 'secret' }, 'sortColumn: must be one of "name", "owner", "status", "updatedAt"'],
  ])('answers 400 naming the field for %j', async (params, message) => {
    await expectRefused(() => raw('get', '/api/things', { params }), 400, { message });
  });
});

describe('GET /api/things/{id}', () => {
  it('answers one thing', async () => {
    const { things } = await dataOf();
    const response = await api.things.get({ id: 3 });
    expect(thingResponseSchema.parse(response)).toEqual({ thing: things[2] });
  });

  it('answers 404 for an unknown id, and 400 for one that is not an id', async () => {
    await expectRefused(() => raw('get', '/api/things/999'), 404, {
      message: 'No thing with id 999',
    });
    await expectRefused(() => raw('get', '/api/things/abc'), 400, {
      message: 'id: must be a positive integer',
    });
  });
});

describe('POST /api/things', () => {
  it('adds a thing (201), trimmed and dated now, with a new id', async () => {
    const before = Date.now();
    const response = await raw('post', '/api/things', {
      data: { ...newThing, name: '  Zephyr Bench ' },
    });
    expect(response.status).toBe(201);
    const { thing } = thingResponseSchema.parse(response.data);
    expect(thing).toMatchObject({ ...newThing, id: thingCount + 1 });
    expect(Date.parse(thing.updatedAt)).toBeGreaterThanOrEqual(before);
    expect((await dataOf()).things.at(-1)).toEqual(thing);
  });

  it('never gives an id twice, even after a delete', async () => {
    const first = (await api.things.add(newThing)).thing.id;
    await api.things.remove({ id: first });
    const second = (await api.things.add(newThing)).thing.id;
    expect(second).toBe(first + 1);
  });

  it.each([
    [{ ...newThing, name: '' }, 'name: is required'],
    [{ ...newThing, name: 'x'.repeat(81) }, 'name: must be at most 80 characters'],
    [{ name: 'Zephyr Bench', status: 'active' }, 'owner: is required'],
    [{ ...newThing, status: 'lost' }, 'status: must be one of "draft", "active", "archived"'],
  ])('answers 400 naming the field, and adds nothing, for %j', async (data, message) => {
    await expectRefused(() => raw('post', '/api/things', { data }), 400, { message });
  });

  it('refuses a name in use (any case) on its field', async () => {
    const [existing] = (await dataOf()).things;
    await expectRefused(
      () =>
        raw('post', '/api/things', { data: { ...newThing, name: existing.name.toUpperCase() } }),
      400,
      {
        message: 'This name is already in use.',
        fieldErrors: { name: 'This name is already in use.' },
      },
    );
  });
});

describe('PUT /api/things/{id}', () => {
  it('changes the thing, and only it', async () => {
    const others = snapshot((await dataOf()).things.slice(1));
    const { thing } = await api.things.update({ id: 1, ...newThing });
    expect(thing).toMatchObject({ id: 1, ...newThing });
    expect((await api.things.get({ id: 1 })).thing).toEqual(thing);
    expect((await dataOf()).things.slice(1)).toEqual(others);
  });

  it('may keep its own name, but not take another’s', async () => {
    const [first, second] = (await dataOf()).things;
    await expect(api.things.update({ ...first, owner: 'Grace Hopper' })).resolves.toMatchObject({
      thing: { name: first.name, owner: 'Grace Hopper' },
    });
    await expectRefused(
      () => raw('put', `/api/things/${first.id}`, { data: { ...newThing, name: second.name } }),
      400,
      {
        message: 'This name is already in use.',
        fieldErrors: { name: 'This name is already in use.' },
      },
    );
  });

  it('answers 404 for an unknown id, and changes nothing', async () => {
    await expectRefused(() => raw('put', '/api/things/999', { data: newThing }), 404, {
      message: 'No thing with id 999',
    });
  });
});

describe('DELETE /api/things/{id}', () => {
  it('removes exactly that thing', async () => {
    await expect(api.things.remove({ id: 2 })).resolves.toEqual({ id: 2 });
    const ids = (await dataOf()).things.map((thing) => thing.id);
    expect(ids).toHaveLength(thingCount - 1);
    expect(ids).not.toContain(2);
  });

  it('answers 404 for an unknown id, and removes nothing', async () => {
    await expectRefused(() => raw('delete', '/api/things/999'), 404, {
      message: 'No thing with id 999',
    });
  });
});

describe('who may call', () => {
  it('answers 401 without a session, and changes nothing', async () => {
    clearSession();
    await expectRefused(() => raw('delete', '/api/things/1'), 401, {
      message: 'Missing access token',
    });
  });

  it('answers 403 to a client account, and changes nothing', async () => {
    await signIn(client);
    const before = snapshot(await dataOf());
    const error = await apiErrorOf(api.things.add(newThing));
    expect(error).toMatchObject({ status: 403, message: 'You are not allowed to do this.' });
    expect(await dataOf()).toEqual(before);
  });
});
