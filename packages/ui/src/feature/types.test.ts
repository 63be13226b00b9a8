import { createSlice } from '@reduxjs/toolkit';
import { checkFeatures, defineFeature } from './types';
import { isShellKey, shellKey } from './shellNamespace';

const slice = createSlice({ name: 'users', initialState: {}, reducers: {} });
const view = async () => ({ default: () => null });

describe('defineFeature', () => {
  it('accepts a feature whose id, namespace and store key are one word', () => {
    const feature = {
      id: 'users',
      namespace: 'users',
      routes: [],
      reducers: { users: slice.reducer },
    };
    expect(defineFeature(feature)).toBe(feature);
  });

  it('refuses a namespace or a store key that is not the id', () => {
    expect(() => defineFeature({ id: 'users', namespace: 'people', routes: [] })).toThrow(
      'Feature "users" uses the namespace "people": a feature\'s namespace is its id.',
    );
    expect(() =>
      defineFeature({ id: 'people', routes: [], reducers: { users: slice.reducer } }),
    ).toThrow(
      'Feature "people" puts a slice under "users": a feature\'s store key is its id ("people").',
    );
  });

  it('refuses an id that is not one lower-case word', () => {
    expect(() => defineFeature({ id: 'User List', routes: [] })).toThrow('one lower-case word');
  });
});

describe('checkFeatures', () => {
  it('refuses two routes with one path, naming both features', () => {
    const users = { id: 'users', routes: [{ path: '/apps/user/list', load: view }] };
    const copy = { id: 'copy', routes: [{ path: '/apps/user/list', load: view }] };
    expect(() => checkFeatures([users, copy])).toThrow(
      'The route path "/apps/user/list" is declared twice (features "users" and "copy").',
    );
  });

  it('refuses two features with one id', () => {
    expect(() =>
      checkFeatures([
        { id: 'users', routes: [] },
        { id: 'users', routes: [] },
      ]),
    ).toThrow('Two features have the id "users".');
  });

  it('accepts distinct features and paths', () => {
    expect(() =>
      checkFeatures([
        { id: 'users', routes: [{ path: '/a', load: view }] },
        { id: 'roles', routes: [{ path: '/b', load: view }] },
      ]),
    ).not.toThrow();
  });
});

describe('the shell namespace', () => {
  it('maps a descriptor key to its place there, leaving common keys alone', () => {
    expect(shellKey('users:nav.list')).toBe('shell:users.nav.list');
    expect(shellKey('common:section.apps')).toBe('common:section.apps');
    expect(shellKey('breadcrumbs.home')).toBe('breadcrumbs.home');
  });

  it('tells which keys it carries', () => {
    expect(isShellKey('users:titles.list')).toBe(true);
    expect(isShellKey('common:section.apps')).toBe(true);
    expect(isShellKey('users:list.title')).toBe(false);
    expect(isShellKey('title')).toBe(false);
  });
});
