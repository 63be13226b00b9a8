import { screen } from '@testing-library/react';
import { renderDemo } from '../testing';
import BadgesDemo from './BadgesDemo';

describe('badges', () => {
  it('counts up and down, and hides the dot when switched off', async () => {
    const { user } = renderDemo(<BadgesDemo />);
    expect(await screen.findByText('5 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One more' }));
    await user.click(screen.getByRole('button', { name: 'One more' }));
    expect(await screen.findByText('7 unread')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'One less' }));
    expect(await screen.findByText('6 unread')).toBeInTheDocument();
    expect(document.querySelectorAll('.ant-badge-dot')).toHaveLength(2);
    await user.click(screen.getByRole('switch', { name: 'Show the dot' }));
    expect(await screen.findByText('Dot hidden')).toBeInTheDocument();
  });

  it('caps large counts, and labels statuses and ribbons', async () => {
    renderDemo(<BadgesDemo />);
    expect(await screen.findByText('99+')).toBeInTheDocument();
    expect(screen.getByText('999+')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    expect(screen.getByText('Most popular')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<BadgesDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Pastilles' })).toBeInTheDocument();
    expect(screen.getByText('5 non lus')).toBeInTheDocument();
  });
});
