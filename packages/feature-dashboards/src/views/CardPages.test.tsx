import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { hold, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { dashboardsFeature } from '../index';

setupFakeServer();
beforeEach(() => signIn());

const loaded = async (card: HTMLElement) => {
  await waitFor(() => expect(card).toHaveAttribute('aria-busy', 'false'));
  expect(within(card).queryByRole('alert')).not.toBeInTheDocument();
};

describe('the card pages', () => {
  it('/cards/statistics shows a card for each of the nine statistics calls', async () => {
    const { settled } = await renderFeature(dashboardsFeature, '/cards/statistics');
    await settled();
    const cards = screen.getAllByTestId(/^statistic-.+-card$/);
    expect(cards).toHaveLength(9);
    for (const card of cards) await loaded(card);
  });

  it('/cards/analytics shows a card for each of the eight analytics calls', async () => {
    const { settled } = await renderFeature(dashboardsFeature, '/cards/analytics');
    await settled();
    const cards = within(screen.getByTestId('analytic-cards')).getAllByTestId(/-card$/);
    expect(cards).toHaveLength(8);
    for (const card of cards) await loaded(card);
  });

  it('/cards/advanced collapses, refreshes and removes a card, and brings them back', async () => {
    const { user, settled } = await renderFeature(dashboardsFeature, '/cards/advanced');
    await settled();
    const earnings = screen.getByTestId('earnings-card');
    await loaded(earnings);

    const collapse = within(earnings).getByRole('button', { name: 'Collapse the card' });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');
    await user.click(collapse);
    const expand = within(earnings).getByRole('button', { name: 'Expand the card' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    // Collapsed, the body is out of the page (and of the accessibility tree).
    expect(
      within(earnings).queryByRole('table', { name: 'Earnings by source' }),
    ).not.toBeInTheDocument();
    await user.click(expand);
    expect(within(earnings).getByRole('table', { name: 'Earnings by source' })).toBeVisible();

    // Refresh: the figures stay under a loading overlay until the call answers again.
    const refresh = hold(endpoints.cards.revenue);
    await user.click(within(earnings).getByRole('button', { name: 'Refresh the card' }));
    await refresh.arrived;
    expect(await within(earnings).findByText('Refreshing…')).toBeInTheDocument();
    expect(within(earnings).getByRole('button', { name: 'Refresh the card' })).toBeDisabled();
    expect(within(earnings).getByRole('table', { name: 'Earnings by source' })).toBeInTheDocument();
    refresh.release();
    // The answer is in once no call is pending; the overlay goes with the render that follows.
    await settled();
    await waitFor(() =>
      expect(within(earnings).queryByText('Refreshing…')).not.toBeInTheDocument(),
    );

    await user.click(within(earnings).getByRole('button', { name: 'Remove the card' }));
    expect(screen.queryByTestId('earnings-card')).not.toBeInTheDocument();
    expect(screen.getByTestId('goal-overview-card')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Show all cards/ }));
    expect(await screen.findByTestId('earnings-card')).toBeInTheDocument();
    await settled();
  });
});
