import type { SeedContext } from '../../server';
import type { AutocompleteData } from './model';

// Project names made of two words of our own choosing: 8 × 8 = 64 titles, always the same ones;
// their ranks are a seeded shuffle.
const firsts = ['Amber', 'Bright', 'Cedar', 'Copper', 'Quiet', 'Silver', 'Swift', 'Violet'];
const seconds = [
  'Anchor',
  'Beacon',
  'Bridge',
  'Compass',
  'Harbour',
  'Lantern',
  'Orchard',
  'Summit',
];

export function createData({ random }: SeedContext): AutocompleteData {
  const titles = firsts.flatMap((first) => seconds.map((second) => `${first} ${second}`));
  const ranks = random.shuffle(titles.map((_, index) => index + 1));
  return titles.map((title, index) => ({ id: index + 1, title, rank: ranks[index] }));
}
