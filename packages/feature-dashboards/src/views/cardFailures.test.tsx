import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { dashboardsFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

const card = (testId: string) => screen.getByTestId(testId);
const loaded = async (testId: string) => {
  await waitFor(() => expect(card(testId)).toHaveAttribute('aria-busy', 'false'));
  expect(within(card(testId)).queryByRole('alert')).not.toBeInTheDocument();
};

describe('a dashboard card whose call fails', () => {
  it('on the analytics dashboard, shows its own error and retries; the others show their data', async () => {
    failNext(endpoints.cards.avgSessions, { status: 500 });
    const { user, settled } = await renderFeature(dashboardsFeature, '/dashboard/analytics');
    const sessions = card('avg-sessions-card');
    const alert = await within(sessions).findByRole('alert');
    expect(alert).toHaveTextContent('This card could not be loaded.');
    expect(alert).toHaveTextContent('The server had a problem. Please try again in a moment.');
    await settled();
    for (const other of ['subscribers-card', 'orders-received-card', 'support-tracker-card']) {
      await loaded(other);
    }

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(sessions).findByRole('table', { name: 'Sessions, Last 28 days' }),
    ).toBeInTheDocument();
    expect(within(sessions).queryByRole('alert')).not.toBeInTheDocument();
    await settled();
  });

  it('on a refresh that fails, says so in place of its figures, and a retry brings them back', async () => {
    const { user, settled } = await renderFeature(dashboardsFeature, '/cards/advanced');
    await settled();
    const earnings = card('earnings-card');
    await loaded('earnings-card');

    const refresh = hold(endpoints.cards.revenue);
    await user.click(within(earnings).getByRole('button', { name: 'Refresh the card' }));
    await refresh.arrived;
    // While the call is out, the figures stay under the overlay.
    expect(await within(earnings).findByText('Refreshing…')).toBeInTheDocument();
    expect(within(earnings).getByRole('table', { name: 'Earnings by source' })).toBeInTheDocument();

    refresh.fail('network');
    const alert = await within(earnings).findByRole('alert');
    expect(alert).toHaveTextContent('This card could not be loaded.');
    expect(alert).toHaveTextContent('Cannot reach the server.');

    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(
      await within(earnings).findByRole('table', { name: 'Earnings by source' }),
    ).toBeInTheDocument();
    expect(within(earnings).queryByRole('alert')).not.toBeInTheDocument();
    await settled();
  });
});
