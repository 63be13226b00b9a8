import { screen } from '@testing-library/react';
import { renderDemo } from '../testing';
import AvatarsDemo from './AvatarsDemo';

describe('avatars', () => {
  it('draws initials, icons and generated pictures', async () => {
    renderDemo(<AvatarsDemo />);
    expect((await screen.findAllByRole('img', { name: 'Maya Lindqvist' }))[0]).toHaveTextContent(
      'ML',
    );
    const picture = screen.getByRole('img', { name: 'Generated picture of Jonah Abara' });
    expect(picture.tagName.toLowerCase()).toBe('svg');
  });

  it('folds a group past three into a count that grows as people join', async () => {
    const { user } = renderDemo(<AvatarsDemo />);
    expect(await screen.findByText('+2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Add a person$/ }));
    expect(await screen.findByText('+3')).toBeInTheDocument();
    expect(screen.getByText('6 people, 3 folded')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderDemo(<AvatarsDemo />, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Avatars' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ajouter une personne$/ })).toBeInTheDocument();
  });
});
