import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccessProvider, type AccessState, type RouteMeta } from '@tessera/ui';
import { adminRules, testAccess } from '@tessera/ui/testing';
import { useRouteAccess } from './pageAccess';

const home = {};
const accessControl: { meta: RouteMeta } = { meta: { action: 'read', subject: 'ACL' } };
const userView: { meta: RouteMeta } = { meta: { action: 'read', subject: 'User' } };
const login: { meta: RouteMeta } = { meta: { layout: 'blank', authPage: true } };
const error: { meta: RouteMeta } = { meta: { layout: 'blank', public: true } };

function canOpenAs(access: AccessState) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AccessProvider value={access}>{children}</AccessProvider>
  );
  return renderHook(() => useRouteAccess(), { wrapper }).result.current;
}

describe('useRouteAccess', () => {
  it('lets an admin open every page but the visitors-only ones', () => {
    const canOpen = canOpenAs(testAccess(adminRules));
    expect([home, accessControl, userView, error].every(canOpen)).toBe(true);
    expect(canOpen(login)).toBe(false);
  });

  it('judges a client by the ability each route asks for', () => {
    const canOpen = canOpenAs(testAccess([{ action: 'read', subject: 'ACL' }], '/access-control'));
    expect(canOpen(accessControl)).toBe(true);
    expect(canOpen(error)).toBe(true);
    expect(canOpen(home)).toBe(false);
    expect(canOpen(userView)).toBe(false);
  });

  it('lets visitors open only public and visitors-only pages', () => {
    const canOpen = canOpenAs(testAccess(null));
    expect(canOpen(login)).toBe(true);
    expect(canOpen(error)).toBe(true);
    expect(canOpen(accessControl)).toBe(false);
    expect(canOpen(home)).toBe(false);
  });
});
