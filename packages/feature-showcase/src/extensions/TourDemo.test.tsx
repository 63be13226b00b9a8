import { fireEvent, screen } from '@testing-library/react';
import TourDemo from './TourDemo';
import { renderDemo } from '../testing';

/** The step shown: its title, and the page's own line that says where the tour is. */
const onStep = async (title: string, step: string) => {
  expect(await screen.findByText(title, { selector: '.ant-tour-title' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(step);
};

describe('tour demo', () => {
  it('steps forward and back over the page’s cards, then finishes', async () => {
    const { user } = renderDemo(<TourDemo />);
    expect(await screen.findByText('The tour has not been taken yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start the tour' }));
    await onStep('Track your progress', 'Step 1 of 4: Track your progress');
    // The focus goes to the step's main button.
    await expect(screen.findByRole('button', { name: 'Next' })).resolves.toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await onStep('Meet your team', 'Step 2 of 4');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await onStep('Track your progress', 'Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await onStep('Work faster', 'Step 3 of 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await onStep('Any time', 'Step 4 of 4');
    expect(screen.getByText('4 of 4')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(
      await screen.findByText('Tour finished. Start it again whenever you like.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start the tour' })).toHaveFocus();
  });

  it('closes on Escape, and says at which step', async () => {
    const { user } = renderDemo(<TourDemo />);
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    await onStep('Track your progress', 'Step 1 of 4');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await onStep('Meet your team', 'Step 2 of 4');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(await screen.findByText('Tour closed at step 2 of 4.')).toBeInTheDocument();
  });

  it('closes with its close button', async () => {
    const { user } = renderDemo(<TourDemo />);
    await user.click(await screen.findByRole('button', { name: 'Start the tour' }));
    await user.click(await screen.findByRole('button', { name: 'Close the tour' }));
    expect(await screen.findByText('Tour closed at step 1 of 4.')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    const { user } = renderDemo(<TourDemo />, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Commencer la visite' }));
    await onStep('Suivez votre avancement', 'Étape 1 sur 4 : Suivez votre avancement');
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('button', { name: 'Précédent' })).toBeInTheDocument();
  });
});
