import { screen } from '@testing-library/react';
import { renderLayoutPage, settingRows } from './renderLayoutPage';

beforeEach(() => localStorage.clear());

describe('page without menu', () => {
  it('hides the menu while shown, and leads to the other layouts', async () => {
    const { user, layout, stop } = await renderLayoutPage('without-menu');
    expect(layout().menuHidden).toBe(true);
    expect(settingRows()).toEqual({
      'Menu hidden, on this page': 'On',
      'Menu hidden, your own choice': 'Off',
    });
    const others = screen.getAllByRole('link').map((link) => link.textContent);
    expect(others).toEqual([
      'Collapsed menu',
      'Full width',
      'Empty page',
      'Blank page',
      'Back to the dashboard',
    ]);
    await user.click(screen.getByRole('link', { name: 'Empty page' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Empty page' })).toBeVisible();
    expect(layout().menuHidden).toBe(false);
    stop();
  });

  it('speaks French', async () => {
    const { stop } = await renderLayoutPage('without-menu', { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sans menu' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Page vierge' })).toBeVisible();
    stop();
  });
});
