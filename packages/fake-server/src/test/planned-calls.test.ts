import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { apiErrorOf, failNext, hold, setupFakeServer, signIn } from './helpers';

const { restart } = setupFakeServer();
beforeEach(() => signIn());

const permissionNames = async () =>
  (await api.permissions.list({ perPage: 100 })).permissions.map(({ name }) => name);

/** Records the order in which calls settle. */
function settleOrder() {
  const order: string[] = [];
  const track = <T>(name: string, call: Promise<T>) =>
    call.then(
      (value) => {
        order.push(name);
        return value;
      },
      (error: unknown) => {
        order.push(name);
        throw error;
      },
    );
  return { order, track };
}

describe('failNext', () => {
  it('fails the next call once, with a message by default, then answers as usual', async () => {
    failNext(endpoints.permissions.list, { status: 500 });
    expect(await apiErrorOf(api.permissions.list())).toMatchObject({
      status: 500,
      message: 'Simulated failure (status 500)',
    });
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
  });

  it('answers the given status and body', async () => {
    failNext(endpoints.permissions.add, {
      status: 400,
      body: { message: 'name: is taken', fieldErrors: { name: 'is taken' } },
    });
    expect(await apiErrorOf(api.permissions.add({ name: 'Audit' }))).toMatchObject({
      status: 400,
      message: 'name: is taken',
      fieldErrors: { name: 'is taken' },
    });
  });

  it('changes nothing: the handler does not run', async () => {
    failNext(endpoints.permissions.add, { status: 500 });
    await apiErrorOf(api.permissions.add({ name: 'Audit' }));
    expect(await permissionNames()).not.toContain('Audit');
  });

  it('fails only the named endpoint', async () => {
    failNext(endpoints.permissions.add, { status: 503 });
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
    await expect(api.roles.list()).resolves.toMatchObject({ roles: expect.any(Array) });
    expect(await apiErrorOf(api.permissions.add({ name: 'Audit' }))).toMatchObject({
      status: 503,
    });
  });

  it('fails as many calls as planned, in order', async () => {
    failNext(endpoints.permissions.list, { status: 500 });
    failNext(endpoints.permissions.list, { status: 404 });
    expect((await apiErrorOf(api.permissions.list())).status).toBe(500);
    expect((await apiErrorOf(api.permissions.list())).status).toBe(404);
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
  });

  it('can give no answer at all, as an unreachable server', async () => {
    failNext(endpoints.permissions.list, 'network');
    expect(await apiErrorOf(api.permissions.list())).toMatchObject({
      status: 0,
      message: 'Cannot reach the server. Check your connection and try again.',
    });
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
  });

  it('takes an endpoint’s declared rejection as the body', async () => {
    failNext(endpoints.auth.register, { status: 200, body: { error: { email: 'is taken' } } });
    const registering = api.auth.register({
      email: 'new@demo.com',
      username: 'newcomer',
      password: 'secret123',
    });
    expect(await apiErrorOf(registering)).toMatchObject({ fieldErrors: { email: 'is taken' } });
  });

  it('types the body by the endpoint: an error body, or the rejection that endpoint declares', async () => {
    // @ts-expect-error: register's rejection is not a body the permissions list may answer
    failNext(endpoints.permissions.list, { status: 500, body: { error: { email: 'is taken' } } });
    // (At run time the body is sent as given: the type is what keeps tests to the contract.)
    expect((await apiErrorOf(api.permissions.list())).fieldErrors).toEqual({ email: 'is taken' });
  });

  it('refuses an endpoint the server does not answer', () => {
    const unknown = { ...endpoints.permissions.list, path: '/apps/nowhere' };
    expect(() => failNext(unknown, { status: 500 })).toThrow('No route answers GET /apps/nowhere');
  });
});

describe('hold', () => {
  it('holds the next call until released, then the server handles it', async () => {
    const held = hold(endpoints.permissions.add);
    const { order, track } = settleOrder();
    const adding = track('add', api.permissions.add({ name: 'Audit' }));
    await held.arrived;
    // Meanwhile the server answers other calls, and has not handled the held one.
    expect(await permissionNames()).not.toContain('Audit');
    expect(order).toEqual([]);

    held.release();
    await expect(adding).resolves.toMatchObject({ permission: { name: 'Audit' } });
    expect(await permissionNames()).toContain('Audit');
  });

  it('holds only the next call: the one after it is answered at once', async () => {
    const held = hold(endpoints.permissions.list);
    const first = api.permissions.list();
    await held.arrived;
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
    held.release();
    await expect(first).resolves.toMatchObject({ total: 9 });
  });

  it('answers a held call with a failure instead, and changes nothing', async () => {
    const held = hold(endpoints.permissions.add);
    const adding = api.permissions.add({ name: 'Audit' });
    await held.arrived;
    held.fail({ status: 500, body: { message: 'Down for maintenance' } });
    expect(await apiErrorOf(adding)).toMatchObject({
      status: 500,
      message: 'Down for maintenance',
    });
    expect(await permissionNames()).not.toContain('Audit');
  });

  it('lets a call released before it arrives go through', async () => {
    const held = hold(endpoints.permissions.list);
    held.release();
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
    await expect(held.arrived).resolves.toBeUndefined();
  });

  it('holds several calls, each released on its own, in any order', async () => {
    const firstAdd = hold(endpoints.permissions.add);
    const secondAdd = hold(endpoints.permissions.add);
    const roles = hold(endpoints.roles.list);
    const { order, track } = settleOrder();
    const calls = [
      track('audit', api.permissions.add({ name: 'Audit' })),
      track('billing', api.permissions.add({ name: 'Billing' })),
      track('roles', api.roles.list()),
    ];
    await Promise.all([firstAdd.arrived, secondAdd.arrived, roles.arrived]);

    secondAdd.release();
    await calls[1];
    roles.release();
    await calls[2];
    firstAdd.release();
    await calls[0];
    expect(order).toEqual(['billing', 'roles', 'audit']);
    expect(await permissionNames()).toEqual(expect.arrayContaining(['Audit', 'Billing']));
  });

  it('ends a call still held when the server stops, with no answer', async () => {
    const held = hold(endpoints.permissions.list);
    const listing = api.permissions.list();
    await held.arrived;
    restart({});
    expect(await apiErrorOf(listing)).toMatchObject({ status: 0 });
  });
});

describe('plans end with the test', () => {
  // These two run in this order: the first leaves a plan unused, the second must not meet it.
  it('leaves a failure and a hold unused', async () => {
    failNext(endpoints.permissions.list, { status: 500 });
    failNext(endpoints.permissions.list, { status: 500 });
    hold(endpoints.roles.list);
    expect((await apiErrorOf(api.permissions.list())).status).toBe(500);
  });

  it('starts the next test with none', async () => {
    await expect(api.permissions.list()).resolves.toMatchObject({ total: 9 });
    await expect(api.roles.list()).resolves.toMatchObject({ roles: expect.any(Array) });
  });
});

describe('the failOnce option', () => {
  it('refuses a path no call is declared at', () => {
    expect(() => restart({ failOnce: ['/apps/nowhere'] })).toThrow(
      'failOnce: no call is declared at /apps/nowhere',
    );
  });
});
