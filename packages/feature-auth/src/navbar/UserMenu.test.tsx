import { screen } from '@testing-library/react';
import { getUserData, saveSession } from '@tessera/api-client';
import { adminUser, sessionWith } from '@tessera/api-client/testing';
import { landmarks, renderFeature } from '@tessera/ui/testing';
import { authFeature } from '../index';
import { useSessionAccess } from '../session/access';

/** A signed-in page with the navbar, as the default layout shows it; `pages` exist beside it. */
const openWithNavbar = (pages: string[] = ['/']) =>
  renderFeature(authFeature, '/', {
    access: useSessionAccess,
    features: [landmarks(pages)],
    navbar: true,
  });

describe('UserMenu', () => {
  beforeEach(() => {
    localStorage.clear();
    saveSession(sessionWith('access', 'refresh'));
  });

  it('shows who is signed in and signs out to the login page', async () => {
    const { user, router } = await openWithNavbar();
    const trigger = await screen.findByTestId('user-menu');
    expect(trigger).toHaveAccessibleName(`${adminUser.fullName} Admin`);
    expect(trigger).toHaveTextContent(`${adminUser.fullName} AdminAS`);

    await user.click(trigger);
    await user.click(await screen.findByTestId('logout'));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('');
    expect(getUserData()).toBeNull();
    for (const key of ['accessToken', 'refreshToken', 'userData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('offers only the pages that exist: an entry appears the day its route lands', async () => {
    const { user, router } = await openWithNavbar(['/', '/pages/faq']);
    await user.click(await screen.findByTestId('user-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['FAQ', 'Logout']);
    await user.click(screen.getByRole('menuitem', { name: /FAQ/ }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/pages/faq');
    expect(router.state.location.pathname).toBe('/pages/faq');
  });

  it('cuts a very long name with an ellipsis, the whole name in a tooltip', async () => {
    const longName = 'Bartholomew '.repeat(40).trim();
    const session = sessionWith('access', 'refresh');
    saveSession({ ...session, userData: { ...session.userData, fullName: longName } });
    await openWithNavbar();
    const trigger = await screen.findByTestId('user-menu');
    expect(trigger.querySelector('.tessera-text--ellipsis')).toHaveTextContent(longName);
  });
});
