import type { AutocompleteItem } from '@tessera/api-client';
import type { SeedContext } from '../../server';

/** Well-known public-domain books; their ranks are made up (a seeded shuffle). */
const titles = [
  'Pride and Prejudice',
  'Moby-Dick',
  'Frankenstein',
  'Dracula',
  'Jane Eyre',
  'Wuthering Heights',
  'Great Expectations',
  'The Adventures of Sherlock Holmes',
  'Little Women',
  'The Odyssey',
  'War and Peace',
  'Crime and Punishment',
  'Don Quixote',
  'The Count of Monte Cristo',
  'Middlemarch',
  'Treasure Island',
  'The Time Machine',
  "Alice's Adventures in Wonderland",
  'Anna Karenina',
  'The Picture of Dorian Gray',
];

export function createData({ random }: SeedContext): AutocompleteItem[] {
  const ranks = random.shuffle(titles.map((_, index) => index + 1));
  return titles.map((title, index) => ({ id: index + 1, title, rank: ranks[index] }));
}
