import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { dashboardsFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

const analyticsCards = [
  'subscribers-card',
  'orders-received-card',
  'avg-sessions-card',
  'support-tracker-card',
  'user-timeline-card',
  'sales-radar-card',
  'app-design-card',
  'sessions-device-card',
];

describe('the analytics dashboard (/dashboard/analytics)', () => {
  it('shows every card with data, and the period picker changes the sessions chart', async () => {
    const { user, settled } = await renderFeature(dashboardsFeature, '/dashboard/analytics');
    expect(screen.getByRole('heading', { name: 'Analytics dashboard' })).toBeInTheDocument();
    await settled();
    for (const testId of analyticsCards) {
      const card = screen.getByTestId(testId);
      // A card shows once its own view and answer are in: wait for it, not for the requests.
      await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
      expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
    }
    const { project } = await api.cards.newsletter();
    expect(project.team.length).toBeGreaterThan(0);
    for (const member of project.team) {
      expect(
        within(screen.getByTestId('app-design-card')).getByRole('img', { name: member.fullName }),
      ).toBeInTheDocument();
    }

    const sessions = screen.getByTestId('avg-sessions-card');
    expect(
      within(sessions).getByRole('table', { name: 'Sessions, Last 28 days' }),
    ).toBeInTheDocument();
    await user.click(within(sessions).getByRole('combobox', { name: 'Period' }));
    await user.click(await screen.findByTitle('Last year'));
    const lastYear = await api.cards.avgSessions({ period: 'Last Year' });
    const table = await within(sessions).findByRole('table', { name: 'Sessions, Last year' });
    expect(table.querySelectorAll('tbody tr')).toHaveLength(lastYear.points.length);
    expect(within(sessions).getByText(lastYear.average.toLocaleString('en'))).toBeInTheDocument();
    await settled();
  });
});
