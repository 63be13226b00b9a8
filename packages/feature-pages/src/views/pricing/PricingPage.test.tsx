import { screen } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const openPricing = (path = '/pages/pricing', language?: string) =>
  openFeature(pagesFeature, path, () => screen.getByTestId('price-standard'), { language });

describe('PricingPage', () => {
  it('shows the monthly prices, Standard marked popular, and switches to yearly (in the URL)', async () => {
    const { user, router } = await openPricing();
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$0 /month');
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$49 /month');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('$99 /month');
    expect(screen.getByRole('region', { name: 'Standard Popular' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Enterprise' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Bill yearly' }));
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$40 /month$480 billed yearly');
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent(
      '$80 /month$960 billed yearly',
    );
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$0 /month');
    expect(router.state.location.search).toBe('?billing=yearly');
    expect(screen.getByRole('heading', { name: 'Questions about the plans' })).toBeInTheDocument();
  });

  it('opens on yearly from its link, in French', async () => {
    await openPricing('/pages/pricing?billing=yearly', 'fr');
    expect(screen.getByRole('switch', { name: 'Facturation annuelle' })).toBeChecked();
    expect(screen.getByTestId('price-standard')).toHaveTextContent(/40\s\$US \/mois/);
    expect(screen.getByTestId('price-standard')).toHaveTextContent(/480\s\$US facturés par an/);
  });

  it('says the plans could not be loaded, and loads them on retry', async () => {
    failNext(endpoints.pages.pricing, { status: 500 });
    const { user } = await renderFeature(pagesFeature, '/pages/pricing');
    const failure = await findLoadFailure(user, 'The plans could not be loaded.');
    await failure.retry();
    expect(await screen.findByTestId('price-standard')).toHaveTextContent('$49 /month');
  });
});
