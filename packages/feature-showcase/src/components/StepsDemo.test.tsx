import { screen, within } from '@testing-library/react';
import { renderView } from '@tessera/ui/testing';
import { showcaseI18n } from '../testI18n';
import StepsDemo from './StepsDemo';

function renderPage(language: 'en' | 'fr' = 'en') {
  return renderView({ element: <StepsDemo />, i18n: showcaseI18n(language) });
}

/** The title of the step each of the page's Steps marks as the current one. */
const currentSteps = () =>
  ['horizontal', 'vertical', 'small', 'status'].map(
    (id) =>
      screen.getByTestId(id).querySelector('.ant-steps-item-active .ant-steps-item-title')
        ?.textContent,
  );

describe('steps', () => {
  it('moves every Steps with Previous and Next, then finishes', async () => {
    const { user } = renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent('Step 2 of 4: Profile');
    expect(currentSteps()).toEqual(['Profile', 'Profile', 'Profile', 'Profile']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 3 of 4: Review');
    expect(currentSteps()).toEqual(['Review', 'Review', 'Review', 'Review']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(screen.getByRole('status')).toHaveTextContent('Every step is done.');
    expect(
      screen.getByTestId('horizontal').querySelectorAll('.ant-steps-item-finish'),
    ).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 4 of 4: Done');
  });

  it('jumps to a step clicked, from the keyboard too', async () => {
    const { user } = renderPage();
    const horizontal = await screen.findByTestId('horizontal');
    await user.click(within(horizontal).getByRole('button', { name: /Account/ }));
    expect(screen.getByRole('status')).toHaveTextContent('Step 1 of 4: Account');
    within(horizontal)
      .getByRole('button', { name: /Review/ })
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Step 3 of 4: Review');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it('marks the current step as failed', async () => {
    const { user } = renderPage();
    const status = await screen.findByTestId('status');
    expect(status.querySelector('.ant-steps-item-error')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'The current step failed' }));
    expect(status.querySelector('.ant-steps-item-error')).toHaveTextContent('Profile');
  });

  it('speaks French', async () => {
    const { user } = renderPage('fr');
    await user.click(await screen.findByRole('button', { name: 'Suivant' }));
    expect(screen.getByRole('status')).toHaveTextContent('Étape 3 sur 4 : Vérification');
  });
});
