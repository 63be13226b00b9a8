import MockAdapter from 'axios-mock-adapter';
import { z } from 'zod';
import { send } from './client';
import { defineDomain, tableOf } from './domain';
import { endpoint, fillPath, pathParameterNames } from './endpoint';
import { endpoints } from './endpoints';
import { api, http, type UserListResponse, type UserStats } from './index';

/**
 * Type-level checks: tsc (the package's typecheck) fails if any line marked @ts-expect-error
 * type-checks. Never called; the inputs are what matter.
 */
function clientInputsAreExact() {
  // @ts-expect-error a role is one of the directory's roles, not a number
  void api.users.list({ role: 42 });
  // @ts-expect-error page is a number, not query text
  void api.users.list({ page: '2' });
  // @ts-expect-error no such filter
  void api.users.list({ plan: 'team' });
  // @ts-expect-error an unknown assigned role
  void api.permissions.list({ assignedTo: 'boss' });
  // @ts-expect-error one user is asked for by an input object
  void api.users.get(3);
  // @ts-expect-error the id is required
  void api.users.remove({});
  // @ts-expect-error a call without input takes none
  void api.users.stats({ id: 1 });
  // @ts-expect-error login needs a password
  void api.auth.login({ email: 'a@b.co' });

  // Inputs every field of which is optional may be left out; outputs are the schemas' types.
  const list: Promise<UserListResponse> = api.users.list();
  const stats: Promise<UserStats> = api.users.stats();
  const page: Promise<UserListResponse> = api.users.list({ role: 'editor', perPage: 1 });
  return [list, stats, page];
}

describe('the endpoint table', () => {
  it('types every client function from its declaration (see clientInputsAreExact)', () => {
    expect(clientInputsAreExact).toBeInstanceOf(Function);
  });

  it('declares each call once, with a method, a path and schemas', () => {
    const declared = Object.entries(endpoints).flatMap(([domain, calls]) =>
      Object.entries(calls).map(([name, call]) => ({ name: `${domain}.${name}`, ...call })),
    );
    const routes = declared.map((call) => `${call.method} ${call.path}`);
    expect(new Set(routes).size).toBe(routes.length);
    for (const call of declared) {
      expect(call.path).toMatch(/^\/[\w/{}-]+$/);
      expect(call.output).toBeInstanceOf(z.ZodType);
    }
    expect(endpoints.users.list).toMatchObject({ method: 'get', path: '/api/users/list/data' });
  });

  it('can be described as JSON Schema (what an OpenAPI document is made of)', () => {
    for (const calls of Object.values(endpoints)) {
      for (const call of Object.values(calls)) {
        const { input, output, rejection } = call as Partial<Record<string, z.ZodType>>;
        const declared = [input, output, rejection].filter((schema) => schema !== undefined);
        for (const schema of declared) {
          expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
        }
      }
    }
  });
});

describe('the table made of the domain modules', () => {
  const list = endpoint({ method: 'get', path: '/things', output: z.array(z.string()) });
  const thingsDomain = defineDomain('things', { list });

  it('takes each exported domain under its name and skips the schemas and values beside it', () => {
    const module = { thingsDomain, thingSchema: z.string(), thingKinds: ['a', 'b'] };
    expect(tableOf(module)).toEqual({ things: { list } });
  });

  it('refuses two modules declaring one domain', () => {
    const module = { thingsDomain, otherThingsDomain: defineDomain('things', {}) };
    expect(() => tableOf(module)).toThrow('Two contract modules declare the domain "things"');
  });
});

describe('paths with parameters', () => {
  it('fills {parameters} from the input and leaves the rest for the query or body', () => {
    expect(pathParameterNames('/api/things/{id}/parts/{part}')).toEqual(['id', 'part']);
    expect(fillPath('/api/things/{id}/parts/{part}', { id: 3, part: 'a b', q: 'x' })).toEqual([
      '/api/things/3/parts/a%20b',
      { q: 'x' },
    ]);
    expect(fillPath('/api/things', undefined)).toEqual(['/api/things', {}]);
  });

  describe('send', () => {
    let mock: MockAdapter;
    beforeEach(() => {
      localStorage.clear();
      mock = new MockAdapter(http);
    });
    afterEach(() => mock.restore());

    it('sends a get with its path filled and the rest as the query', async () => {
      mock.onGet('/api/things/7').reply((config) => [200, { params: config.params as unknown }]);
      const thing = endpoint({
        method: 'get',
        path: '/api/things/{id}',
        input: z.object({ id: z.number(), q: z.string() }),
        output: z.unknown(),
      });
      await expect(send(http, thing, { id: 7, q: 'x' })).resolves.toEqual({ params: { q: 'x' } });
    });

    it('sends a post with the rest of the input as its JSON body', async () => {
      mock.onPut('/api/things/7', { name: 'pen' }).reply(200, { saved: true });
      const thing = endpoint({
        method: 'put',
        path: '/api/things/{id}',
        input: z.object({ id: z.number(), name: z.string() }),
        output: z.unknown(),
      });
      await expect(send(http, thing, { id: 7, name: 'pen' })).resolves.toEqual({ saved: true });
    });
  });
});

describe('api', () => {
  let mock: MockAdapter;
  beforeEach(() => {
    localStorage.clear();
    mock = new MockAdapter(http);
  });
  afterEach(() => mock.restore());

  it('sends one input object: api.users.get({ id }) asks for that id', async () => {
    mock.onGet('/api/users/user', { params: { id: 4 } }).reply(200, { user: { id: 4 } });
    mock.onDelete('/apps/permissions/delete', { params: { id: 2 } }).reply(200, { id: 2 });
    await expect(api.users.get({ id: 4 })).resolves.toEqual({ user: { id: 4 } });
    await expect(api.permissions.remove({ id: 2 })).resolves.toEqual({ id: 2 });
  });

  it('keeps each function’s identity (sagas compare call(api.users.list, …))', () => {
    expect(api.users.list).toBe(api.users.list);
    expect(api.users.list).not.toBe(api.permissions.list);
  });

  it('lets tests spy on a function', async () => {
    const stats = { total: 1, paid: 0, active: 1, pending: 0 };
    const spy = jest.spyOn(api.users, 'stats').mockResolvedValueOnce(stats);
    await expect(api.users.stats()).resolves.toBe(stats);
    spy.mockRestore();
    expect(api.users.stats).not.toBe(spy);
  });

  it('is no promise, and says so when a call is not in the table', async () => {
    expect((api as unknown as Record<string, unknown>).then).toBeUndefined();
    const unknownCall = (api as unknown as Record<string, Record<string, () => Promise<unknown>>>)
      .users?.nothing;
    await expect(unknownCall?.()).rejects.toThrow('api.users.nothing is not in the endpoint table');
  });
});
