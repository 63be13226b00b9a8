import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import axios from 'axios';
import 'fake-indexeddb/auto';
import { IDBFactory, IDBObjectStore } from 'fake-indexeddb';
import { api, clearSession, http, saveSession } from '@tessera/api-client';
import { authData } from './domains/auth/handle';
import { usersData } from './domains/users/handle';
import { dataVersion, registerFakeServer, type FakeServer, type FakeServerOptions } from './index';
import type { LazyData } from './server';
import type { StorageProblem } from './server/persistence';
import { openDB } from 'idb';
import { admin } from './test/helpers';

// Each test starts with an empty IndexedDB; a "tab" is a server on its own axios instance, and
// a "reload" a new server where the old one was.

const newcomer = { username: 'quinn', email: 'quinn@example.com', password: 'secret12' };
let servers: FakeServer[] = [];

function start(options: FakeServerOptions = {}, instance = http): FakeServer {
  const server = registerFakeServer(instance, { persist: true, ...options });
  servers.push(server);
  return server;
}

/** The page reloads: its server goes, a new one starts on what was saved. */
function reload(server: FakeServer, options: FakeServerOptions = {}): FakeServer {
  server.restore();
  return start(options);
}

/** The next time `listen` is called (a callback option), with what it was given. */
function nextCall<T = void>() {
  let told: (value: T) => void = () => undefined;
  const called = new Promise<T>((resolve) => {
    told = resolve;
  });
  return { listen: (value: T) => told(value), called };
}

/** The fake server's database, as the test reads it. */
const store = () => openDB('tessera-fake-server');

async function signIn() {
  saveSession(await api.auth.login(admin));
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  clearSession();
});

afterEach(() => {
  for (const server of servers) server.restore();
  servers = [];
  jest.restoreAllMocks();
});

describe('persist', () => {
  it('is off unless asked: nothing is stored', async () => {
    const open = jest.spyOn(globalThis.indexedDB, 'open');
    const server = registerFakeServer(http);
    servers.push(server);
    await api.auth.register(newcomer);
    await server.saved();
    expect(open).not.toHaveBeenCalled();
  });

  it('opens no storage for a visit that signs in and only reads, with nothing saved before', async () => {
    const open = jest.spyOn(globalThis.indexedDB, 'open');
    const server = start();
    const session = await api.auth.login(admin);
    saveSession(session);
    await api.auth.refreshToken({ refreshToken: session.refreshToken });
    await api.users.list({});
    await server.saved();
    expect(open).not.toHaveBeenCalled();
    // The first change opens it.
    await api.users.remove({ id: 3 });
    await server.saved();
    expect(open).toHaveBeenCalled();
  });

  it('keeps a change across a reload', async () => {
    const server = start();
    await signIn();
    await api.users.remove({ id: 3 });
    await server.saved();

    const reloaded = reload(server);
    const ids = (await reloaded.db.load(usersData)).users.map((user) => user.id);
    expect(ids).not.toContain(3);
    expect(ids).toContain(4);
    await expect(api.users.get({ id: 3 })).rejects.toMatchObject({ status: 404 });
  });

  it('answers a change once it is kept: a reload straight after the answer finds it', async () => {
    const server = start();
    await signIn();
    await api.users.remove({ id: 3 });

    const reloaded = reload(server);
    const ids = (await reloaded.db.load(usersData)).users.map((user) => user.id);
    expect(ids).not.toContain(3);
  });

  it('keeps a registered account: it signs in after a reload', async () => {
    const server = start();
    await api.auth.register(newcomer);
    await server.saved();

    reload(server);
    const session = await api.auth.login({ email: newcomer.email, password: newcomer.password });
    expect(session.userData.email).toBe(newcomer.email);
  });

  it('starts from the seed when nothing is stored, and on a refused change stores nothing', async () => {
    const server = start();
    const seeded = structuredClone(await registerFakeServer(axios.create()).db.load(usersData));
    await signIn();
    await expect(api.users.remove({ id: 999 })).rejects.toMatchObject({ status: 404 });
    await server.saved();
    expect(await reload(server).db.load(usersData)).toEqual(seeded);
  });

  it('writes only the domains a change loaded', async () => {
    const server = start();
    await signIn();
    await server.saved();
    const put = jest.spyOn(IDBObjectStore.prototype, 'put');
    await api.users.remove({ id: 3 });
    await server.saved();
    expect(put.mock.calls.map(([, key]) => key)).toEqual(['users']);
    // Signing in saved nothing: it changes no data.
    expect(await (await store()).getAllKeys('domains')).toEqual(['users']);
  });

  it('ignores what another seed, scale or data shape saved', async () => {
    let server = start();
    await signIn();
    await api.users.remove({ id: 3 });
    await server.saved();
    const ids = async (from: FakeServer) =>
      (await from.db.load(usersData)).users.map((user) => user.id);

    for (const other of [{ seed: 7 }, { scale: 2 }]) {
      server = reload(server, other);
      expect(await ids(server)).toContain(3);
    }
    server = reload(server);
    expect(await ids(server)).not.toContain(3);

    // The same data saved by an older shape of it.
    const database = await store();
    const saved = (await database.get('domains', 'users')) as { version: string; data: unknown };
    expect(saved.version).toBe(`${dataVersion}:20261122:1`);
    await database.put('domains', { ...saved, version: `${dataVersion - 1}:20261122:1` }, 'users');
    database.close();
    expect(await ids(reload(server))).toContain(3);
  });
});

describe('tabs', () => {
  it('a change in one tab reaches the other: its data, and a word to refresh', async () => {
    const first = start();
    await signIn();
    await first.saved();
    const changed = nextCall();
    const second = start({ onDataChanged: changed.listen }, axios.create());
    const before = await second.db.load(usersData);
    expect(before.users.map((user) => user.id)).toContain(3);

    await api.users.remove({ id: 3 });
    await first.saved();
    await changed.called;
    const after = await second.db.load(usersData);
    expect(after.users.map((user) => user.id)).not.toContain(3);
  });

  it('a tab that had not loaded the domain reads it when first used', async () => {
    const first = start();
    const second = start({}, axios.create());
    await signIn();
    await api.users.remove({ id: 3 });
    await first.saved();
    expect((await second.db.load(usersData)).users.map((user) => user.id)).not.toContain(3);
  });
});

describe('resetData()', () => {
  it('brings back the seed here, in the store and in the other tabs', async () => {
    const first = start();
    const seeded = structuredClone(await registerFakeServer(axios.create()).db.load(usersData));
    await api.auth.register(newcomer);
    await signIn();
    await api.users.remove({ id: 3 });
    await first.saved();
    const reset = nextCall();
    const second = start({ onDataChanged: reset.listen }, axios.create());
    expect(await second.db.load(usersData)).not.toEqual(seeded);

    await first.resetData();
    await reset.called;

    expect(await first.db.load(usersData)).toEqual(seeded);
    expect(await second.db.load(usersData)).toEqual(seeded);
    expect(await (await store()).getAllKeys('domains')).toEqual([]);
    const accounts = (await reload(first).db.load(authData)).users;
    expect(accounts.map((account) => account.email)).not.toContain(newcomer.email);
  });
});

describe('storage refused or full', () => {
  it('refused: the server keeps its data in memory, and says so once', async () => {
    jest.spyOn(globalThis.indexedDB, 'open').mockImplementation(() => {
      throw new DOMException('The user denied permission.', 'SecurityError');
    });
    const problems: StorageProblem[] = [];
    const server = start({ onStorageProblem: (problem) => problems.push(problem) });
    await signIn();
    await api.users.remove({ id: 3 });
    await api.users.remove({ id: 4 });
    await server.saved();
    const ids = (await server.db.load(usersData)).users.map((user) => user.id);
    expect(ids).not.toContain(3);
    expect(ids).not.toContain(4);
    await expect(api.users.get({ id: 3 })).rejects.toMatchObject({ status: 404 });
    expect(problems).toEqual(['refused']);
  });

  it('full: what does not fit stays in memory, nothing is lost while the page is open', async () => {
    const problems: StorageProblem[] = [];
    const server = start({ onStorageProblem: (problem) => problems.push(problem) });
    await signIn();
    await api.users.remove({ id: 3 });
    await server.saved();
    const put = jest.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await api.users.remove({ id: 4 });
    await api.users.remove({ id: 5 });
    await server.saved();

    expect(problems).toEqual(['full']);
    // No more writes once it is full; the page's data has every change.
    expect(put).toHaveBeenCalledTimes(1);
    const ids = (await server.db.load(usersData)).users.map((user) => user.id);
    expect(ids).not.toContain(4);
    expect(ids).not.toContain(5);
    await expect(api.users.get({ id: 5 })).rejects.toMatchObject({ status: 404 });
  });
});

describe('every domain', () => {
  it('keeps its data through a structured clone, as IndexedDB stores it', async () => {
    const db = registerFakeServer(axios.create()).db;
    const folders = readdirSync(join(__dirname, 'domains'));
    const handleFiles = folders
      .map((folder) => join(__dirname, 'domains', folder, 'handle.ts'))
      .filter((file) => existsSync(file));
    const modules = await Promise.all(
      handleFiles.map((file) => import(file) as Promise<Record<string, LazyData<unknown>>>),
    );
    const handles = modules.flatMap((module) => Object.values(module));
    expect(handles.length).toBeGreaterThanOrEqual(handleFiles.length);
    for (const handle of handles) {
      const data = await db.load(handle);
      expect(structuredClone(data)).toEqual(data);
    }
  });
});
