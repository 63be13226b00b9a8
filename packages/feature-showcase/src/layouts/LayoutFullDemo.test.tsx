import { screen } from '@testing-library/react';
import { renderLayoutPage, settingRows } from './renderLayoutPage';

beforeEach(() => localStorage.clear());

describe('full width page', () => {
  it('spreads the content while shown, then gives the boxed width back', async () => {
    const { user, layout, stop } = await renderLayoutPage('layout-full');
    expect(layout().contentWidth).toBe('full');
    expect(settingRows()).toEqual({
      'Content width, on this page': 'Full width',
      'Content width, your own choice': 'Boxed',
    });
    expect(screen.getByText('Column 4')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Without menu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Without menu' })).toBeVisible();
    expect(layout()).toMatchObject({ contentWidth: 'boxed', menuHidden: true });
    stop();
  });

  it('speaks French', async () => {
    const { stop } = await renderLayoutPage('layout-full', { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Pleine largeur' })).toBeVisible();
    expect(settingRows()['Largeur du contenu, votre propre choix']).toBe('Limitée');
    stop();
  });
});
