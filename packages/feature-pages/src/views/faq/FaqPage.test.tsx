import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const openFaq = (path = '/pages/faq', language?: string) =>
  openFeature(pagesFeature, path, () => screen.getAllByRole('tablist'), { language });

/** The categories' tabs: the first tab list (each category's accordion is another, inside it). */
const categoryTabs = () => screen.getAllByRole('tablist')[0];
const tabNames = () =>
  within(categoryTabs())
    .getAllByRole('tab')
    .map((tab) => tab.textContent);

describe('FaqPage', () => {
  it('shows the five categories; a category opens its questions as an accordion', async () => {
    const { user } = await openFaq();
    expect(tabNames()).toEqual([
      'Payment',
      'Delivery',
      'Cancellation & return',
      'My orders',
      'Product & services',
    ]);
    await user.click(within(categoryTabs()).getByRole('tab', { name: 'Delivery' }));
    const panel = screen.getAllByRole('tabpanel')[0];
    expect(within(panel).getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'How can I track my parcel?' }));
    expect(await within(panel).findByText(/holds a tracking link/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'You still have a question?' })).toBeInTheDocument();
  });

  it('narrows the categories to those whose questions or answers match, and keeps it in the URL', async () => {
    const { user, router } = await openFaq();
    await user.type(screen.getByRole('textbox', { name: 'Search the FAQ' }), 'warehouse');
    await waitFor(() => expect(tabNames()).toEqual(['Delivery', 'Cancellation & return']));
    expect(router.state.location.search).toBe('?q=warehouse');
  });

  it('says when nothing matches', async () => {
    await renderFeature(pagesFeature, '/pages/faq?q=zebra');
    expect(await screen.findByText('No question or answer matches “zebra”.')).toBeInTheDocument();
    expect(screen.queryAllByRole('tablist')).toHaveLength(0);
    expect(screen.queryByRole('tab', { name: 'Payment' })).not.toBeInTheDocument();
  });

  it('says the questions could not be loaded, and loads them on retry', async () => {
    failNext(endpoints.pages.faq, { status: 500 });
    const { user } = await renderFeature(pagesFeature, '/pages/faq');
    const failure = await findLoadFailure(user, 'The questions could not be loaded.');
    await failure.retry();
    expect(await screen.findByRole('tab', { name: 'Payment' })).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await openFaq('/pages/faq', 'fr');
    expect(
      screen.getByRole('heading', { name: 'Bonjour, comment pouvons-nous vous aider ?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Rechercher dans la FAQ' })).toBeInTheDocument();
  });
});
