import { api, clearSession } from '@tessera/api-client';
import { autocompleteResponseSchema } from '@tessera/api-client/schemas';
import { apiErrorOf, client, raw, setupDomainTests, signIn } from '../../test/helpers';
import { autocompleteData } from './handle';

const { restart, dataOf } = setupDomainTests((server) => server.db.load(autocompleteData));

const titles = (items: { title: string }[]) => items.map((item) => item.title);

describe('GET /api/autocomplete/data', () => {
  it('answers every title, best ranked first: 64 of them, ranks 1 to 64', async () => {
    const items = await api.autocomplete.list();
    expect(autocompleteResponseSchema.parse(items)).toEqual(items);
    expect(items).toHaveLength(64);
    expect(items.map((item) => item.rank)).toEqual(Array.from({ length: 64 }, (_, i) => i + 1));
    expect(new Set(titles(items)).size).toBe(64);
    expect(new Set(items.map((item) => item.id)).size).toBe(64);
  });

  it('answers the titles holding q, in any case, still by rank', async () => {
    const items = await api.autocomplete.list({ q: '  harBOUR ' });
    expect(titles(items).sort()).toEqual(
      ['Amber', 'Bright', 'Cedar', 'Copper', 'Quiet', 'Silver', 'Swift', 'Violet'].map(
        (first) => `${first} Harbour`,
      ),
    );
    const ranks = items.map((item) => item.rank);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(await api.autocomplete.list({ q: 'copper summit' })).toEqual([
      expect.objectContaining({ title: 'Copper Summit' }),
    ]);
    expect(await api.autocomplete.list({ q: 'zebra' })).toEqual([]);
  });

  it('ranks the same way for the same seed, differently for another', async () => {
    const ranksFor = async (seed: number) => {
      restart({ seed });
      await signIn();
      return (await dataOf()).map((item) => item.rank);
    };
    const first = await ranksFor(1);
    expect(await ranksFor(1)).toEqual(first);
    expect(await ranksFor(2)).not.toEqual(first);
  });

  it('refuses a search over 60 characters with 400 naming q', async () => {
    await expect(
      raw('get', '/api/autocomplete/data', { params: { q: 'x'.repeat(61) } }),
    ).resolves.toMatchObject({
      status: 400,
      data: { fieldErrors: { q: 'must be at most 60 characters long' } },
    });
  });

  it('answers 401 without a session', async () => {
    clearSession();
    await expect(raw('get', '/api/autocomplete/data')).resolves.toMatchObject({
      status: 401,
      data: { message: 'Missing access token' },
    });
  });

  it('answers 403 to a client account', async () => {
    await signIn(client);
    expect(await apiErrorOf(api.autocomplete.list())).toMatchObject({ status: 403 });
  });
});
