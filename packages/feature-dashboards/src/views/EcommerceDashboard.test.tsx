import { screen, waitFor, within } from '@testing-library/react';
import { api } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { renderFeature } from '@tessera/ui/testing';
import { dashboardsFeature } from '../index';

const { restart } = setupFakeServer();

const card = (testId: string) => screen.getByTestId(testId);
const money = (value: number) =>
  new Intl.NumberFormat('en', {
    style: 'currency',
    currency: 'USD',
    maximumFractionDigits: 0,
  }).format(value);

const ecommerceCards = [
  'congratulations-card',
  'statistics-card',
  'orders-card',
  'profit-card',
  'earnings-card',
  'revenue-report-card',
  'goal-overview-card',
  'browser-states-card',
  'transactions-card',
  'company-table-card',
];

describe('the e-commerce dashboard (/)', () => {
  it('shows every card with the server’s figures, and the year picker changes the report', async () => {
    const session = await signIn();
    const { user, settled } = await renderFeature(dashboardsFeature, '/');
    expect(screen.getByRole('heading', { name: 'eCommerce dashboard' })).toBeInTheDocument();
    await settled();
    for (const testId of ecommerceCards) {
      // A card shows once its own view and answer are in: wait for it, not for the requests.
      await waitFor(() => expect(card(testId)).toHaveAttribute('aria-busy', 'false'));
      expect(within(card(testId)).queryByRole('alert')).not.toBeInTheDocument();
    }
    expect(
      screen.getByRole('heading', { name: `Congratulations, ${session.userData.fullName}!` }),
    ).toBeInTheDocument();

    // The company table lists the companies of the sales call.
    const sales = await api.cards.sales();
    // (Its code loads on demand: below the fold in a browser, at once here.)
    const companies = await within(card('company-table-card')).findByRole('table', {
      name: 'Sales by company',
    });
    expect(sales.companies.length).toBeGreaterThan(0);
    for (const company of sales.companies) {
      expect(within(companies).getByText(company.company)).toBeInTheDocument();
    }

    // The report's chart carries its numbers in a table named after it; the picker asks again.
    const report2020 = await api.cards.revenueReport({ year: 2020 });
    expect(screen.getByTestId('revenue-budget')).toHaveTextContent(money(report2020.budget));
    expect(
      screen.getByRole('table', { name: 'Earning and expense per month in 2020' }),
    ).toBeInTheDocument();
    const years = screen.getByRole('radiogroup', { name: 'Year' });
    expect(within(years).getByRole('radio', { name: '2020' })).toBeChecked();
    await user.click(within(years).getByRole('radio', { name: '2019' }));
    const report2019 = await api.cards.revenueReport({ year: 2019 });
    expect(
      await screen.findByRole('table', { name: 'Earning and expense per month in 2019' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('revenue-budget')).toHaveTextContent(money(report2019.budget));
    const firstMonth = screen
      .getByRole('table', { name: 'Earning and expense per month in 2019' })
      .querySelector('tbody tr') as HTMLElement;
    expect(firstMonth).toHaveTextContent(
      new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }).format(
        report2019.months[0].earning,
      ),
    );
    await settled();
  });

  it('shows a failed card’s own error with a retry, while the other cards show their data', async () => {
    await signIn();
    failNext(endpoints.cards.goalOverview, { status: 500 });
    const { user, settled } = await renderFeature(dashboardsFeature, '/');
    const goal = await waitFor(() => within(card('goal-overview-card')).getByRole('alert'));
    expect(goal).toHaveTextContent('This card could not be loaded.');
    await settled();
    for (const testId of ecommerceCards.filter((id) => id !== 'goal-overview-card')) {
      // Its answer is in; its chart may still be drawing (the chart library loads on demand).
      await waitFor(() => expect(card(testId)).toHaveAttribute('aria-busy', 'false'));
      expect(within(card(testId)).queryByRole('alert')).not.toBeInTheDocument();
    }

    await user.click(within(card('goal-overview-card')).getByRole('button', { name: 'Try again' }));
    const { percent } = await api.cards.goalOverview();
    expect(
      await within(card('goal-overview-card')).findByRole('table', {
        name: 'Share of the goal completed',
      }),
    ).toHaveTextContent(`${percent}%`);
    await settled();
    expect(within(card('goal-overview-card')).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the congratulations message at once: only the sales figure waits for its call', async () => {
    restart({ delayMs: 100 });
    await signIn();
    const { settled } = await renderFeature(dashboardsFeature, '/');
    const congratulations = card('congratulations-card');
    expect(congratulations).toHaveAttribute('aria-busy', 'true');
    const message = 'You are the best seller of the month. Here are the sales so far.';
    expect(within(congratulations).getByText(message)).toBeInTheDocument();
    expect(within(congratulations).queryByText(/^\d/)).not.toBeInTheDocument();

    await settled();
    await waitFor(() => expect(congratulations).toHaveAttribute('aria-busy', 'false'));
    const { total } = await api.cards.sales();
    expect(within(congratulations).getByText(message)).toBeInTheDocument();
    expect(within(congratulations).getByText(total.toLocaleString('en'))).toBeInTheDocument();
  });

  it('reads in French', async () => {
    await signIn();
    const { settled } = await renderFeature(dashboardsFeature, '/', { language: 'fr' });
    expect(screen.getByRole('heading', { name: 'Tableau de bord eCommerce' })).toBeInTheDocument();
    await settled();
    expect(screen.getByRole('heading', { name: 'Rapport de revenus' })).toBeInTheDocument();
  });
});
