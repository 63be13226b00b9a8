import { navbarColors } from '../../layout/settings';
import { contrastRatio } from '../../testing/contrast';
import { navbarBackground, navbarBackgrounds } from './navbarColors';

describe('navbar colours', () => {
  it('keeps white navbar text readable on every solid colour', () => {
    for (const background of Object.values(navbarBackgrounds)) {
      expect(contrastRatio('#ffffff', background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('offers a solid colour for every choice but white, which follows the skin', () => {
    expect(navbarColors.filter((color) => navbarBackground(color) === undefined)).toEqual([
      'white',
    ]);
    expect(navbarBackground('toString')).toBeUndefined();
  });
});
