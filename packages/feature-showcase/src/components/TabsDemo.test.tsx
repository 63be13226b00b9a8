import { screen, waitFor, within } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import TabsDemo from './TabsDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <TabsDemo />, i18n: showcaseI18n(language) });
}

/** The card titled `title`, once the page shows it. */
const card = async (title: string) =>
  within((await screen.findByText(title)).closest('.ant-card') as HTMLElement);

describe('tabs', () => {
  it('switches line tabs and keeps the disabled one shut', async () => {
    const { user } = renderPage();
    const line = await card('Line tabs, one disabled');
    expect(line.getByRole('tab', { name: 'Members' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(line.getByRole('tab', { name: 'Activity' }));
    expect(line.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    expect(await line.findByText(/Omar left a comment/)).toBeVisible();
    await user.click(line.getByRole('tab', { name: 'Members' }));
    expect(line.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens card tabs on their default one and switches them', async () => {
    const { user } = renderPage();
    const cards = await card('Card tabs');
    expect(cards.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    await user.click(cards.getByRole('tab', { name: 'Members' }));
    expect(await cards.findByText(/Five members/)).toBeVisible();
  });

  it('adds tabs and closes them', async () => {
    const { user } = renderPage();
    const drafts = await card('Tabs you add and close');
    expect(drafts.getByRole('status')).toHaveTextContent('2 drafts open');
    await user.click(drafts.getByRole('button', { name: /Add a draft/ }));
    expect(await drafts.findByRole('tab', { name: 'Draft 3' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(drafts.getByRole('status')).toHaveTextContent('3 drafts open');
    await user.click(drafts.getByRole('button', { name: 'Close draft 3' }));
    await waitFor(() => expect(drafts.queryByRole('tab', { name: 'Draft 3' })).toBeNull());
    // The neighbour of the closed tab opens.
    expect(drafts.getByRole('tab', { name: 'Draft 2' })).toHaveAttribute('aria-selected', 'true');
    await user.click(drafts.getByRole('button', { name: 'Close draft 2' }));
    await user.click(await drafts.findByRole('button', { name: 'Close draft 1' }));
    expect(await drafts.findByText('No draft open: add one.')).toBeVisible();
    expect(drafts.getByRole('status')).toHaveTextContent('0 drafts open');
    await user.click(drafts.getByRole('button', { name: /Add a draft/ }));
    // Numbers are never reused.
    expect(await drafts.findByRole('tab', { name: 'Draft 4' })).toBeVisible();
  });

  it('places the tabs where chosen', async () => {
    const { user } = renderPage();
    const tabs = await screen.findByTestId('placed-tabs');
    expect(tabs).toHaveClass('ant-tabs-top');
    await user.click(screen.getByText('Start'));
    await waitFor(() => expect(tabs).toHaveClass('ant-tabs-left'));
    await user.click(screen.getByText('Bottom'));
    await waitFor(() => expect(tabs).toHaveClass('ant-tabs-bottom'));
  });

  it('speaks French', async () => {
    renderPage('fr');
    expect(await screen.findByText('Onglets en carte')).toBeVisible();
    expect(screen.getAllByRole('tab', { name: 'Aperçu' }).length).toBeGreaterThan(0);
  });
});
