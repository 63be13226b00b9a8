import { createSlice } from '@reduxjs/toolkit';
import { clearSession, saveSession, type Session } from '@tessera/api-client';
import { isShellKey, shellKey, type Feature, type NavigationItem } from '@tessera/ui';
import { buildLocaleAssets } from '../../scripts/locales-plugin';
import { features } from '../features';
import { createI18n, loadNamespace } from './i18n';
import { createShell } from './shell';

const session: Session = {
  userData: {
    id: 1,
    fullName: 'A',
    username: 'a',
    avatar: '',
    email: 'a@x',
    role: 'admin',
    ability: [],
  },
  accessToken: 'access',
  refreshToken: 'refresh',
} as unknown as Session;

/** Every menu, title and search title key the features' descriptors hold. */
function descriptorKeys(feature: Feature): string[] {
  const nav = (items: NavigationItem[]): string[] =>
    items.flatMap((item) => [item.title, ...nav(item.children ?? [])]);
  return [
    ...nav(feature.navigation ?? []),
    ...feature.routes.flatMap((route) => [
      ...(route.meta?.title ? [route.meta.title] : []),
      ...(route.meta?.search && route.meta.search.title ? [route.meta.search.title] : []),
      ...(route.meta?.breadcrumb ?? []).map((crumb) => crumb.title),
    ]),
  ];
}

describe('the shell namespace of the real features', () => {
  const { files, manifest } = buildLocaleAssets(`${__dirname}/../../../../packages`);
  const read = (key: string) => JSON.parse(files.get(manifest[key].slice(1)) ?? '') as object;

  it.each(['en', 'fr'])('translates every menu entry, title and breadcrumb in %s', (lng) => {
    const shell = read(`${lng}/shell`);
    const common = read(`${lng}/common`);
    for (const feature of features) {
      for (const key of descriptorKeys(feature)) {
        expect(isShellKey(key)).toBe(true);
        const [namespace, path] = shellKey(key).split(':');
        const value = path
          .split('.')
          .reduce<unknown>(
            (node, part) => (node as Record<string, unknown> | undefined)?.[part],
            namespace === 'common' ? common : shell,
          );
        expect({ key, value: typeof value }).toEqual({ key, value: 'string' });
      }
    }
  });
});

describe('createShell', () => {
  const view = async () => ({ default: () => null });

  it('refuses features whose route paths clash', () => {
    const a = { id: 'a', routes: [{ path: '/x', load: view }] };
    const b = { id: 'b', routes: [{ path: '/x', load: view }] };
    expect(() => createShell([a, b])).toThrow('The route path "/x" is declared twice');
  });

  it('composes the real features', () => {
    expect(() => createShell(features)).not.toThrow();
  });

  it('forgets the previous account when its session ends', () => {
    const notes = createSlice({
      name: 'notes',
      initialState: { text: '' },
      reducers: { written: (state, action: { payload: string }) => ({ text: action.payload }) },
    });
    const feature = { id: 'notes', routes: [], reducers: { notes: notes.reducer } };
    const { store } = createShell([feature]);
    saveSession(session);
    store.dispatch(notes.actions.written('the admin’s notes'));
    clearSession();
    expect((store.getState().notes as { text: string }).text).toBe('');

    // Signing in again, or a token refresh, keeps what the session holds.
    saveSession(session);
    store.dispatch(notes.actions.written('mine'));
    saveSession({ ...session, accessToken: 'refreshed' });
    expect((store.getState().notes as { text: string }).text).toBe('mine');
    clearSession();
  });
});

describe('loadNamespace', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('fetches the content-hashed file, and tries again after a failure', async () => {
    const fetched: string[] = [];
    let fail = true;
    global.fetch = jest.fn(async (url: string) => {
      fetched.push(url);
      if (url.includes('/users.') && fail) return new Response('', { status: 503 });
      return new Response(JSON.stringify({ titles: { list: 'User list' } }));
    }) as unknown as typeof fetch;
    const i18n = createI18n();
    await expect(loadNamespace(i18n, 'users')).rejects.toThrow('503 loading en/users');
    fail = false;
    await loadNamespace(i18n, 'users');
    expect(i18n.getResource('en', 'users', 'titles.list')).toBe('User list');
    expect(fetched.filter((url) => url.includes('/users.'))).toHaveLength(2);
    expect(fetched[0]).toMatch(/^\/locales\/en\/(common|users)\.[0-9a-f]{8}\.json$/);
    // Loaded once, it is not fetched again.
    await loadNamespace(i18n, 'users');
    expect(fetched.filter((url) => url.includes('/users.'))).toHaveLength(2);
  });
});
