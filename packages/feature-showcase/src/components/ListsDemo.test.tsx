import { screen, waitFor } from '@testing-library/react';
import { renderDemo } from '../testing';
import ListsDemo from './ListsDemo';

describe('lists', () => {
  it('stars and removes a person from the list', async () => {
    const { user } = renderDemo(<ListsDemo />);
    expect(await screen.findByText('Inbox')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Star Ravi Tanaka' }));
    expect(await screen.findByRole('button', { name: 'Unstar Ravi Tanaka' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Tomás Okafor' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remove Tomás Okafor' })).not.toBeInTheDocument(),
    );
  });

  it('loads more rows on demand, until there are no more', async () => {
    const { user } = renderDemo(<ListsDemo />);
    expect(await screen.findByText('4 of 16 tasks')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('8 of 16 tasks')).toBeInTheDocument();
    expect(screen.getByText('Review the quarterly report #106')).toBeInTheDocument();
  });

  it('draws a grid of cards', async () => {
    renderDemo(<ListsDemo />);
    expect(await screen.findByText('5 open tasks')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<ListsDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Listes' })).toBeInTheDocument();
    expect(screen.getByText('4 tâches sur 16')).toBeInTheDocument();
  });
});
