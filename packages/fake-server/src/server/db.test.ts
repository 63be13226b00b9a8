import { Db } from './db';
import { lazyData, type SeedContext } from './lazy-data';

const numbers = lazyData('numbers', async () => ({
  createData: ({ random, scale }: SeedContext) => ({
    values: Array.from({ length: 3 * scale }, () => random.int(1, 1_000_000)),
  }),
}));
const letters = lazyData('letters', async () => ({
  createData: ({ random }: SeedContext) => ({
    letter: random.pick(['a', 'b', 'c', 'd', 'e', 'f']),
  }),
}));

describe('Db', () => {
  it('builds a domain once and keeps the live object', async () => {
    const db = new Db({ seed: 1, scale: 1 });
    const [first, second] = await Promise.all([db.load(numbers), db.load(numbers)]);
    expect(first).toBe(second);
    first.values.push(0);
    expect((await db.load(numbers)).values).toHaveLength(4);
  });

  it('rebuilds from the seed after reset', async () => {
    const db = new Db({ seed: 1, scale: 1 });
    const before = await db.load(numbers);
    const seeded = [...before.values];
    before.values.length = 0;
    db.reset();
    const after = await db.load(numbers);
    expect(after).not.toBe(before);
    expect(after.values).toEqual(seeded);
  });

  it('gives the same data for the same seed, whatever loads first', async () => {
    const a = new Db({ seed: 5, scale: 1 });
    const b = new Db({ seed: 5, scale: 1 });
    await b.load(letters);
    expect(await a.load(numbers)).toEqual(await b.load(numbers));
    expect(await new Db({ seed: 6, scale: 1 }).load(numbers)).not.toEqual(await a.load(numbers));
  });

  it('passes scale to the generators', async () => {
    expect((await new Db({ seed: 1, scale: 4 }).load(numbers)).values).toHaveLength(12);
  });

  it('tries a failed import again on next use', async () => {
    const importModule = jest
      .fn()
      .mockRejectedValueOnce(new Error('chunk failed'))
      .mockResolvedValue({ createData: () => 'ok' });
    const flaky = lazyData<string>('flaky', importModule);
    const db = new Db({ seed: 1, scale: 1 });
    await expect(db.load(flaky)).rejects.toThrow('chunk failed');
    await expect(db.load(flaky)).resolves.toBe('ok');
    expect(importModule).toHaveBeenCalledTimes(2);
  });
});
