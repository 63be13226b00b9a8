import { homePathForRole, landingPath, safeReturnPath } from './landing';

describe('safeReturnPath', () => {
  it.each(['/access-control', '/apps/user/list?role=admin#top', '/'])(
    'follows the same-origin path %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path);
    },
  );

  it.each([
    ['no target', null],
    ['an empty target', ''],
    ['a protocol-relative URL', '//evil.example/login'],
    ['an absolute URL', 'https://evil.example/'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['a relative path', 'apps/user/list'],
    ['a backslash', '/\\evil.example'],
    ['a tab', '/\t/evil.example'],
    ['a line break', '/\n/evil.example'],
  ])('refuses %s', (_, returnTo) => {
    expect(safeReturnPath(returnTo)).toBeNull();
  });
});

describe('landingPath', () => {
  it('prefers a safe returnTo, else the home of the role', () => {
    expect(landingPath('/apps/email', 'client')).toBe('/apps/email');
    expect(landingPath('//evil.example', 'admin')).toBe('/');
    expect(landingPath(null, 'client')).toBe('/access-control');
    expect(homePathForRole(undefined)).toBe('/access-control');
  });
});
