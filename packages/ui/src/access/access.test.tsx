import { screen } from '@testing-library/react';
import type { RouteMeta } from '../feature/types';
import { adminRules, createTestI18n, renderView, testAccess } from '../testing';
import { buildAbility, canAccess, RequireAccess } from './access';

const i18n = createTestI18n({ en: { common: {} } });

const landing = (text: string) => <p>{text}</p>;
const targets = [
  { path: '/login', element: landing('login page') },
  { path: '/misc/not-authorized', element: landing('not authorized page') },
  { path: '/home', element: landing('home page') },
];

function renderGuarded(meta: RouteMeta | undefined, rules: Parameters<typeof testAccess>[0]) {
  return renderView({
    path: '/apps/secret',
    initialEntry: '/apps/secret?tab=2',
    element: <RequireAccess meta={meta}>{landing('secret page')}</RequireAccess>,
    routes: targets,
    i18n,
    access: testAccess(rules, '/home'),
  });
}

const clientRules = [
  { action: 'read', subject: 'ACL' },
  { action: 'read', subject: 'Auth' },
];

describe('RequireAccess', () => {
  it('sends a visitor to the login page, with the way back', () => {
    const { router } = renderGuarded({ action: 'read', subject: 'ACL' }, null);
    expect(screen.getByText('login page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe(
      '/apps/secret?tab=2',
    );
  });

  it('shows the not-authorized page to a signed-in user without the ability', () => {
    const { router } = renderGuarded(undefined, clientRules);
    expect(screen.getByText('not authorized page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/misc/not-authorized');
  });

  it('renders the page when the ability allows it', () => {
    renderGuarded({ action: 'read', subject: 'ACL' }, clientRules);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('sends a signed-in user away from an auth page to their home, and lets a visitor in', () => {
    const { router, unmount } = renderGuarded({ authPage: true, layout: 'blank' }, adminRules);
    expect(router.state.location.pathname).toBe('/home');
    unmount();
    renderGuarded({ authPage: true, layout: 'blank' }, null);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });

  it('renders a public page for anyone', () => {
    renderGuarded({ public: true }, null);
    expect(screen.getByText('secret page')).toBeInTheDocument();
  });
});

describe('abilities', () => {
  it('gives a visitor `read Auth` only, and requires `manage all` without meta', () => {
    const visitor = buildAbility(undefined);
    expect(canAccess(visitor, { action: 'read', subject: 'Auth' })).toBe(true);
    expect(canAccess(visitor, { action: 'read', subject: 'ACL' })).toBe(false);
    expect(canAccess(buildAbility(clientRules), undefined)).toBe(false);
    expect(canAccess(buildAbility(adminRules), undefined)).toBe(true);
  });
});
