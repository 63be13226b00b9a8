import { screen } from '@testing-library/react';
import { renderDemo } from '../testing';
import CarouselDemo from './CarouselDemo';

describe('carousel', () => {
  it('stays on its first slide until asked, then moves with the buttons', async () => {
    const { user } = renderDemo(<CarouselDemo />);
    expect(await screen.findByText('Slide 1 of 4: Dawn')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Autoplay' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(await screen.findByText('Slide 2 of 4: Lagoon')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(await screen.findByText('Slide 1 of 4: Dawn')).toBeInTheDocument();
  });

  it('goes to a slide from its dot, and turns autoplay on', async () => {
    const { user } = renderDemo(<CarouselDemo />);
    await user.click((await screen.findAllByRole('button', { name: '3' }))[0]);
    expect(await screen.findByText('Slide 3 of 4: Ember')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Autoplay' }));
    expect(screen.getByRole('switch', { name: 'Autoplay' })).toBeChecked();
  });

  it('speaks French', async () => {
    renderDemo(<CarouselDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Carrousel' })).toBeInTheDocument();
    expect(screen.getByText('Diapositive 1 sur 4 : Aube')).toBeInTheDocument();
  });
});
