/** A seeded pseudo-random source: the same seed always gives the same sample data. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** A new array with the items in random order. */
  shuffle<T>(items: readonly T[]): T[];
  /** A moment in [from, to). */
  date(from: Date, to: Date): Date;
}

/** mulberry32: tiny, fast and good enough for sample data (not for anything secret). */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRandom(seed: number): Random {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    bool: (probability = 0.5) => next() < probability,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick() needs at least one item');
      return items[int(0, items.length - 1)];
    },
    shuffle: (items) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(0, i);
        [copy[i], copy[j]] = [copy[j], copy[i]];
      }
      return copy;
    },
    date: (from, to) =>
      new Date(from.getTime() + Math.floor(next() * (to.getTime() - from.getTime()))),
  };
}

/**
 * A seed for one domain, derived from the server's seed and the domain's name (FNV-1a), so a
 * domain's data does not depend on which other domains happened to load first.
 */
export function deriveSeed(seed: number, name: string): number {
  let hash = 0x811c9dc5 ^ seed;
  for (let i = 0; i < name.length; i++) {
    hash ^= name.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
