import { render, screen } from '@testing-library/react';
import { contrastRatio } from '../testing/contrast';
import {
  avatarColorOf,
  avatarColors,
  initialsFontSize,
  initialsOf,
  UserAvatar,
} from './UserAvatar';

describe('initialsOf', () => {
  it.each([
    ['Ada Lovelace', 'AL'],
    ['  jean  paul   sartre ', 'JS'],
    ['cher', 'C'],
    ['Émile Zola', 'ÉZ'],
    ['', '?'],
    ['  ', '?'],
  ])('takes the first letters of the first and last names: %j gives %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});

describe('avatar colours', () => {
  it('keeps white initials readable on every colour', () => {
    for (const color of avatarColors) {
      expect(contrastRatio('#ffffff', color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('gives a name always the same colour, and spreads names over the palette', () => {
    expect(avatarColorOf('Ada Lovelace')).toBe(avatarColorOf('Ada Lovelace'));
    const names = Array.from({ length: 40 }, (_, index) => `User ${index}`);
    expect(new Set(names.map(avatarColorOf)).size).toBeGreaterThan(4);
  });
});

describe('UserAvatar', () => {
  it('shows the picture when there is one', () => {
    render(<UserAvatar name="Ada Lovelace" src="/images/ada.png" />);
    expect(screen.getByRole('img', { name: 'Ada Lovelace' })).toHaveAttribute(
      'src',
      '/images/ada.png',
    );
  });

  it('shows coloured initials without a picture', () => {
    render(<UserAvatar name="Grace Hopper" src="" size={40} />);
    const avatar = screen.getByRole('img', { name: 'Grace Hopper' });
    expect(avatar).toHaveTextContent('GH');
    expect(avatar).toHaveStyle({
      backgroundColor: avatarColorOf('Grace Hopper'),
      fontSize: '16px',
    });
  });

  it('sizes the initials to the avatar: two wide capitals fit inside its padding', () => {
    // antd keeps 4 px each side; a capital is at most about 0.8 em wide in our fonts.
    for (const size of [24, 32, 40, 96]) {
      expect(2 * 0.8 * initialsFontSize(size)).toBeLessThanOrEqual(size - 8);
    }
  });
});
