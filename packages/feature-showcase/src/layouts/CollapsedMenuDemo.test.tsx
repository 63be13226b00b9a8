import { act, screen } from '@testing-library/react';
import { menuCollapseToggled } from '@tessera/ui';
import { renderLayoutPage, settingRows } from './renderLayoutPage';

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('menuCollapsed', 'false');
});

describe('collapsed menu page', () => {
  it('collapses the menu while shown, without storing it, and gives the user’s choice back', async () => {
    const { user, layout, stop } = await renderLayoutPage('collapsed-menu');
    expect(screen.getByRole('heading', { level: 1, name: 'Collapsed menu' })).toBeVisible();
    expect(layout().menuCollapsed).toBe(true);
    expect(settingRows()).toEqual({
      'Menu collapsed, on this page': 'On',
      'Menu collapsed, your own choice': 'Off',
    });
    // A reload here reads the user's choice.
    expect(localStorage.getItem('menuCollapsed')).toBe('false');
    await user.click(screen.getByRole('link', { name: 'Full width' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Full width' })).toBeVisible();
    expect(layout()).toMatchObject({ menuCollapsed: false, contentWidth: 'full' });
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(layout()).toMatchObject({ menuCollapsed: false, contentWidth: 'boxed' });
    stop();
  });

  it('keeps what the user sets meanwhile as theirs', async () => {
    const { user, layout, store, stop } = await renderLayoutPage('collapsed-menu');
    // The navbar's menu button: expands the menu, and then collapses it again by the user's choice.
    act(() => {
      store.dispatch(menuCollapseToggled());
    });
    expect(settingRows()['Menu collapsed, on this page']).toBe('Off');
    act(() => {
      store.dispatch(menuCollapseToggled());
    });
    expect(settingRows()).toEqual({
      'Menu collapsed, on this page': 'On',
      'Menu collapsed, your own choice': 'On',
    });
    expect(localStorage.getItem('menuCollapsed')).toBe('true');
    await user.click(screen.getByRole('link', { name: 'Back to the dashboard' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(layout().menuCollapsed).toBe(true);
    stop();
  });

  it('speaks French', async () => {
    const { stop } = await renderLayoutPage('collapsed-menu', { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Menu réduit' })).toBeVisible();
    expect(settingRows()).toEqual({
      'Menu réduit, sur cette page': 'Oui',
      'Menu réduit, votre propre choix': 'Non',
    });
    stop();
  });
});
