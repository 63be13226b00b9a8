import type { Thing } from '@tessera/api-client';
import { thingStatuses } from '@tessera/api-client/things';
import type { SeedContext } from '../../server';
import type { ThingsData } from './model';

// Sample data of our own, from the seeded generator: the same seed always gives the same things.

const adjectives = [
  'Amber',
  'Brisk',
  'Cedar',
  'Distant',
  'Early',
  'Fern',
  'Golden',
  'Hollow',
  'Ivory',
  'Juniper',
  'Keen',
  'Lunar',
  'Misty',
  'Northern',
  'Opal',
  'Quiet',
];
const nouns = [
  'Harbor',
  'Meadow',
  'Summit',
  'Orchard',
  'Beacon',
  'Canyon',
  'Delta',
  'Grove',
  'Lantern',
  'Quarry',
  'Ridge',
  'Tide',
];
const firstNames = ['Avery', 'Blake', 'Casey', 'Devon', 'Emery', 'Finley', 'Harper', 'Jordan'];
const lastNames = ['Alder', 'Brook', 'Castell', 'Dunmore', 'Ellery', 'Fairway', 'Greer', 'Holt'];

/** How many things a fresh database holds (times the `scale` option). */
export const thingCount = 24;

/** Seeded changes fall in this past window, whatever today is. */
const changedFrom = new Date('2025-01-01T00:00:00Z');
const changedUntil = new Date('2026-11-01T00:00:00Z');

export function createData({ random, scale }: SeedContext): ThingsData {
  const pairs = random.shuffle(
    adjectives.flatMap((adjective) => nouns.map((noun) => `${adjective} ${noun}`)),
  );
  // Every name once: the pairs in their shuffled order, then again numbered (a large `scale`).
  const nameOf = (index: number) => {
    const round = Math.floor(index / pairs.length);
    const pair = pairs[index % pairs.length];
    return round === 0 ? pair : `${pair} ${round + 1}`;
  };
  const things: Thing[] = Array.from({ length: thingCount * scale }, (_, index) => ({
    id: index + 1,
    name: nameOf(index),
    owner: `${random.pick(firstNames)} ${random.pick(lastNames)}`,
    status: random.pick(thingStatuses),
    updatedAt: random.date(changedFrom, changedUntil).toISOString(),
  }));
  return { things, lastId: things.length };
}
