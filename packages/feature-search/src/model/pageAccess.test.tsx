import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AccessProvider, defineFeature, FeaturesProvider, type AccessState } from '@tessera/ui';
import { adminRules, testAccess } from '@tessera/ui/testing';
import { usePageAccess } from './pageAccess';

const view = async () => ({ default: () => null });
const routes = defineFeature({
  id: 'routes',
  routes: [
    { path: '/', load: view },
    { path: '/access-control', load: view, meta: { action: 'read', subject: 'ACL' } },
    { path: '/apps/user/view/:id', load: view, meta: { action: 'read', subject: 'User' } },
    { path: '/login', load: view, meta: { layout: 'blank', authPage: true } },
    { path: '/misc/error', load: view, meta: { layout: 'blank', public: true } },
    { path: '*', load: view, meta: { layout: 'blank', public: true } },
  ],
});

function canOpenAs(access: AccessState) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AccessProvider value={access}>
      <FeaturesProvider features={[routes]}>{children}</FeaturesProvider>
    </AccessProvider>
  );
  const { result } = renderHook(() => usePageAccess(), { wrapper });
  return (link: string) => result.current({ link });
}

describe('usePageAccess', () => {
  it('lets an admin open every page but the visitors-only ones', () => {
    const canOpen = canOpenAs(testAccess(adminRules));
    expect(['/', '/access-control', '/apps/user/view/7', '/misc/error'].every(canOpen)).toBe(true);
    expect(canOpen('/login')).toBe(false);
  });

  it('judges a client by the ability each route asks for', () => {
    const canOpen = canOpenAs(testAccess([{ action: 'read', subject: 'ACL' }], '/access-control'));
    expect(canOpen('/access-control')).toBe(true);
    expect(canOpen('/misc/error')).toBe(true);
    expect(canOpen('/')).toBe(false);
    expect(canOpen('/apps/user/view/7')).toBe(false);
  });

  it('offers no page whose app has not landed: it would lead to "page not found"', () => {
    expect(canOpenAs(testAccess(adminRules))('/apps/invoice/list')).toBe(false);
    expect(canOpenAs(testAccess(null))('/pages/pricing')).toBe(false);
  });

  it('lets visitors open only public and visitors-only pages', () => {
    const canOpen = canOpenAs(testAccess(null));
    expect(canOpen('/login')).toBe(true);
    expect(canOpen('/misc/error')).toBe(true);
    expect(canOpen('/access-control')).toBe(false);
  });
});
