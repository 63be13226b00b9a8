import { screen, waitFor } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import TimelineDemo from './TimelineDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <TimelineDemo />, i18n: showcaseI18n(language) });
}

/** The texts of a timeline's items, in the order shown. */
const itemTexts = (timeline: HTMLElement) =>
  [...timeline.querySelectorAll('.ant-timeline-item-content')].map((item) => item.textContent);

/** The side each item of a timeline takes. */
const placements = (timeline: HTMLElement) =>
  [...timeline.querySelectorAll('.ant-timeline-item')].map(
    (item) => /ant-timeline-item-placement-(\w+)/.exec(item.className)?.[1],
  );

describe('timeline', () => {
  it('puts the items on the side chosen', async () => {
    const { user } = renderPage();
    const timeline = await screen.findByTestId('modes');
    expect(placements(timeline)).toEqual(['start', 'start', 'start', 'start']);
    await user.click(screen.getByText('Alternate'));
    await waitFor(() => expect(placements(timeline)).toEqual(['start', 'end', 'start', 'end']));
    await user.click(screen.getByText('End'));
    await waitFor(() => expect(placements(timeline)).toEqual(['end', 'end', 'end', 'end']));
  });

  it('colours its items', async () => {
    renderPage();
    expect(await screen.findByText('Red: delivery failed')).toBeVisible();
    expect(document.querySelector('.ant-timeline-item-color-red')).toHaveTextContent(
      'Red: delivery failed',
    );
  });

  it('shows a pending item last, and first once reversed', async () => {
    const { user } = renderPage();
    const timeline = await screen.findByTestId('pending');
    expect(itemTexts(timeline)).toEqual([
      'Ticket opened by Ravi',
      'Mock-up attached by Ines',
      'Reviewed by Tomás',
      'Writing the release notes…',
    ]);
    await user.click(screen.getByRole('switch', { name: 'Newest first' }));
    expect(itemTexts(timeline)).toEqual([
      'Writing the release notes…',
      'Reviewed by Tomás',
      'Mock-up attached by Ines',
      'Ticket opened by Ravi',
    ]);
  });

  it('speaks French', async () => {
    renderPage('fr');
    expect(await screen.findByRole('switch', { name: 'Plus récents d’abord' })).toBeVisible();
    expect(screen.getAllByText('Relu par Tomás').length).toBeGreaterThan(0);
  });
});
