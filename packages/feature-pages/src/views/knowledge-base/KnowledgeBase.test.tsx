import { screen, waitFor, within } from '@testing-library/react';
import { endpoints } from '@tessera/api-client/schemas';
import { failNext, setupFakeServer, signIn } from '@tessera/fake-server/testing';
import { findLoadFailure, openFeature, renderFeature } from '@tessera/ui/testing';
import { pagesFeature } from '../../index';

setupFakeServer();
beforeEach(() => signIn());

const cardTitles = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the knowledge base', () => {
  it('walks from a card to its topic, to an article and its related questions, and back', async () => {
    const { user, router } = await openFeature(pagesFeature, '/pages/knowledge-base', () =>
      screen.getByRole('link', { name: 'Billing and plans' }),
    );
    expect(cardTitles()).toHaveLength(6);
    expect(screen.getAllByText('4 articles').length).toBeGreaterThan(0);

    await user.click(screen.getByRole('link', { name: 'Billing and plans' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing and plans' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/pages/knowledge-base/billing');

    await user.click(screen.getByRole('link', { name: 'Where are my invoices?' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Where are my invoices?' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(
      '/pages/knowledge-base/billing/where-are-my-invoices',
    );
    expect(screen.getByText(/^Last updated on /)).toBeInTheDocument();
    const related = screen.getByRole('heading', { name: 'Related questions' })
      .parentElement as HTMLElement;
    expect(
      within(related)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['How do I change my plan?', 'How do I update my card?', 'Do you offer refunds?']);

    await user.click(screen.getByRole('link', { name: 'Back to Billing and plans' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Billing and plans' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Knowledge base' }));
    expect(await screen.findByRole('link', { name: 'Billing and plans' })).toBeInTheDocument();
  });

  it('filters the cards by the search, in the URL', async () => {
    const { user, router } = await openFeature(pagesFeature, '/pages/knowledge-base', () =>
      screen.getByRole('link', { name: 'Integrations' }),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search the knowledge base' }), 'slack');
    await waitFor(() => expect(cardTitles()).toEqual(['Integrations']));
    expect(router.state.location.search).toBe('?q=slack');
  });

  it('says when no card matches', async () => {
    await renderFeature(pagesFeature, '/pages/knowledge-base?q=zebra');
    expect(await screen.findByText('No topic matches “zebra”.')).toBeInTheDocument();
  });

  it('says an unknown topic or article is not found, with the way back', async () => {
    await renderFeature(pagesFeature, '/pages/knowledge-base/lost');
    expect(await screen.findByRole('heading', { name: 'Topic not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Knowledge base' })).toHaveAttribute(
      'href',
      '/pages/knowledge-base',
    );
  });

  it('says an unknown article is not found', async () => {
    await renderFeature(pagesFeature, '/pages/knowledge-base/billing/lost');
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  });

  it('says the cards could not be loaded, and loads them on retry', async () => {
    failNext(endpoints.pages.knowledgeBase, { status: 500 });
    const { user } = await renderFeature(pagesFeature, '/pages/knowledge-base');
    const failure = await findLoadFailure(user, 'The knowledge base could not be loaded.');
    await failure.retry();
    expect(await screen.findByRole('link', { name: 'Billing and plans' })).toBeInTheDocument();
  });

  it('says an article could not be loaded, and loads it on retry', async () => {
    failNext(endpoints.pages.kbQuestion, { status: 500 });
    const { user } = await renderFeature(
      pagesFeature,
      '/pages/knowledge-base/billing/do-you-offer-refunds',
    );
    expect(
      await screen.findByRole('heading', { name: 'The article could not be loaded.' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Do you offer refunds?' }),
    ).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await openFeature(
      pagesFeature,
      '/pages/knowledge-base',
      () => screen.getByRole('link', { name: 'Billing and plans' }),
      { language: 'fr' },
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Base de connaissances' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('4 articles').length).toBeGreaterThan(0);
  });
});
