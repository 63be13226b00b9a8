import { screen } from '@testing-library/react';
import { layoutDemos } from './catalogue';
import { renderLayoutPage } from './renderLayoutPage';

describe('blank page', () => {
  it('is listed for the blank layout', () => {
    expect(layoutDemos.blank).toEqual(['blank']);
  });

  it('goes back to the page it was opened from', async () => {
    const { user, stop } = await renderLayoutPage('blank', { from: '/page-layouts/empty' });
    expect(screen.getByRole('heading', { level: 1, name: 'Blank page' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Go back/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Empty page' })).toBeVisible();
    stop();
  });

  it('opened cold, goes back to the dashboard', async () => {
    const { user, stop } = await renderLayoutPage('blank');
    await user.click(screen.getByRole('button', { name: /Go back/ }));
    expect(await screen.findByText('Home page')).toBeVisible();
    stop();
  });

  it('speaks French', async () => {
    const { stop } = await renderLayoutPage('blank', { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page vierge' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Retour au tableau de bord' })).toBeVisible();
    stop();
  });
});
