import { fireEvent, screen, within } from '@testing-library/react';
import RatingsDemo from './RatingsDemo';
import { renderDemo } from '../testing';

/** The rating named so (antd's Rate is a list of radio buttons). */
const rating = (name: string) => within(screen.getByRole('list', { name }));

/** An arrow key on a rating: antd's Rate reads the key's code, which user-event leaves out. */
const arrow = (name: string, key: 'ArrowLeft' | 'ArrowRight') =>
  fireEvent.keyDown(screen.getByRole('list', { name }), {
    key,
    keyCode: key === 'ArrowLeft' ? 37 : 39,
  });

describe('ratings demo', () => {
  it('steps by half a star from the keyboard', async () => {
    renderDemo(<RatingsDemo />);
    const card = within(
      (await screen.findByText('Half stars')).closest('.ant-card') as HTMLElement,
    );
    expect(card.getByRole('status')).toHaveTextContent('3.5 out of 5');
    arrow('Rate the delivery', 'ArrowRight');
    expect(card.getByRole('status')).toHaveTextContent('4 out of 5');
    arrow('Rate the delivery', 'ArrowLeft');
    arrow('Rate the delivery', 'ArrowLeft');
    expect(card.getByRole('status')).toHaveTextContent('3 out of 5');
    expect(rating('Rate the delivery').getByRole('radio', { name: '3 stars' })).toBeChecked();
    expect(rating('Rate the delivery').getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('clears a rating by clicking the chosen star again, or with the button', async () => {
    const { user } = renderDemo(<RatingsDemo />);
    const support = await screen.findByRole('list', { name: 'Rate the support' });
    await user.click(within(support).getByRole('radio', { name: '2 stars' }));
    expect(screen.getByText('2 out of 5')).toBeInTheDocument();
    await user.click(within(support).getByRole('radio', { name: '2 stars' }));
    expect(screen.getByText('Not rated')).toBeInTheDocument();
    await user.click(within(support).getByRole('radio', { name: '5 stars' }));
    expect(screen.getByText('5 out of 5')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.getByText('Not rated')).toBeInTheDocument();
  });

  it('rates with hearts and numbers', async () => {
    const { user } = renderDemo(<RatingsDemo />);
    await user.click(await screen.findByRole('radio', { name: '4 hearts' }));
    await user.click(screen.getByRole('radio', { name: '8 out of 10' }));
    expect(screen.getByText('4 hearts, a score of 8 out of 10')).toBeInTheDocument();
  });

  it('shows a rating that cannot be changed', async () => {
    const { user } = renderDemo(<RatingsDemo />);
    const average = await screen.findByRole('list', { name: 'Average rating' });
    await user.click(within(average).getByRole('radio', { name: '1 star' }));
    expect(within(average).getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(screen.getByText('Average 4.3 from 128 reviews')).toBeInTheDocument();
  });

  it('speaks French, numbers included', async () => {
    renderDemo(<RatingsDemo />, 'fr');
    expect(await screen.findByText('3,5 sur 5')).toBeInTheDocument();
    expect(screen.getByText('Moyenne de 4,3 sur 128 avis')).toBeInTheDocument();
    expect(rating('Noter la livraison').getByRole('radio', { name: '2 étoiles' })).toBeChecked();
  });
});
