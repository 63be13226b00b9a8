import { UserOutlined } from '@ant-design/icons';
import { render, screen } from '@testing-library/react';
import { StatCard } from './StatCard';

describe('StatCard', () => {
  it('shows the title, the value and the description', () => {
    render(
      <StatCard
        title="Total users"
        value="21,459"
        icon={<UserOutlined aria-hidden />}
        color="purple"
        description="Last week analytics"
      />,
    );
    expect(screen.getByText('Total users')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '21,459' })).toBeInTheDocument();
    expect(screen.getByText('Last week analytics')).toBeInTheDocument();
  });

  it('shows a placeholder instead of the value while loading', () => {
    const { container } = render(<StatCard title="Total users" value="21,459" loading />);
    expect(screen.getByText('Total users')).toBeInTheDocument();
    expect(screen.queryByText('21,459')).not.toBeInTheDocument();
    expect(container.querySelector('.ant-skeleton')).toBeInTheDocument();
  });

  it('keeps the room of the value and the description while loading, without showing them', () => {
    render(<StatCard title="Total users" value="21,459" description="Everyone" loading />);
    // Unseen but laid out: the card has its final height before the figures arrive.
    expect(screen.getByText('Everyone')).not.toBeVisible();
    expect(screen.getByRole('heading', { level: 3, hidden: true })).not.toBeVisible();
  });
});
