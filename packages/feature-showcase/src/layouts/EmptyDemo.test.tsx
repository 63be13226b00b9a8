import { screen } from '@testing-library/react';
import { renderLayoutPage } from './renderLayoutPage';

describe('empty page', () => {
  it('shows its header and an empty state, no cards, and leads on', async () => {
    const { user, layout, stop } = await renderLayoutPage('empty');
    expect(screen.getByText(/Nothing here yet/)).toBeVisible();
    expect(document.querySelector('.ant-card')).toBeNull();
    // It holds no layout setting of its own.
    expect(layout().pageLayouts).toBeUndefined();
    await user.click(screen.getByRole('link', { name: 'See the collapsed menu' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Collapsed menu' })).toBeVisible();
    stop();
  });

  it('speaks French', async () => {
    const { stop } = await renderLayoutPage('empty', { language: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Page vide' })).toBeVisible();
    expect(screen.getByText(/Rien ici pour l’instant/)).toBeVisible();
    stop();
  });
});
