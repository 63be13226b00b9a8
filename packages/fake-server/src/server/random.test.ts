import { createRandom, deriveSeed } from './random';

const draw = (seed: number) => {
  const random = createRandom(seed);
  return Array.from({ length: 5 }, () => random.next());
};

describe('createRandom', () => {
  it('gives the same sequence for the same seed, and another for another seed', () => {
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
    for (const value of draw(7)) expect(value >= 0 && value < 1).toBe(true);
  });

  it('keeps int, pick and date within their bounds', () => {
    const random = createRandom(1);
    const from = new Date('2026-01-01T00:00:00Z');
    const to = new Date('2026-02-01T00:00:00Z');
    const ints = new Set<number>();
    for (let i = 0; i < 500; i++) {
      const value = random.int(3, 6);
      ints.add(value);
      expect(['a', 'b', 'c']).toContain(random.pick(['a', 'b', 'c']));
      const date = random.date(from, to).getTime();
      expect(date >= from.getTime() && date < to.getTime()).toBe(true);
    }
    expect([...ints].sort()).toEqual([3, 4, 5, 6]);
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = createRandom(5).shuffle(items);
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('bool follows its probability roughly', () => {
    const random = createRandom(9);
    const hits = Array.from({ length: 1000 }, () => random.bool(0.2)).filter(Boolean).length;
    expect(hits).toBeGreaterThan(150);
    expect(hits).toBeLessThan(250);
  });

  it('refuses to pick from nothing', () => {
    expect(() => createRandom(1).pick([])).toThrow('pick() needs at least one item');
  });
});

describe('deriveSeed', () => {
  it('gives each domain its own stable seed', () => {
    expect(deriveSeed(1, 'users')).toBe(deriveSeed(1, 'users'));
    expect(deriveSeed(1, 'users')).not.toBe(deriveSeed(1, 'search'));
    expect(deriveSeed(1, 'users')).not.toBe(deriveSeed(2, 'users'));
  });
});
