import { api } from '@tessera/api-client';
import { autocompleteResponseSchema } from '@tessera/api-client/schemas';
import { setupFakeServer, signIn } from '../../test/helpers';

const { restart } = setupFakeServer();

beforeEach(async () => {
  await signIn();
});

describe('GET /api/autocomplete/data', () => {
  it('answers twenty titles with distinct ranks 1 to 20', async () => {
    const items = await api.autocomplete.list();
    expect(autocompleteResponseSchema.parse(items)).toEqual(items);
    expect(items).toHaveLength(20);
    expect(items[0]).toEqual({ id: 1, title: 'Pride and Prejudice', rank: expect.any(Number) });
    expect(items.map((item) => item.rank).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
  });

  it('ranks the same way for the same seed, differently for another', async () => {
    const ranksFor = async (seed: number) => {
      restart({ seed });
      await signIn();
      return (await api.autocomplete.list()).map((item) => item.rank);
    };
    const first = await ranksFor(1);
    expect(await ranksFor(1)).toEqual(first);
    expect(await ranksFor(2)).not.toEqual(first);
  });
});
