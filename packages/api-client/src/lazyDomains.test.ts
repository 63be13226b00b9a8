import { callsOf, contractDomains, domainAt, isUnder, type DomainName } from './lazyDomains';
import { endpoints } from './endpoints';

const names = Object.keys(endpoints) as DomainName[];

describe('the contract, one domain at a time', () => {
  it('lists every domain of the endpoint table, and nothing else', () => {
    expect(Object.keys(contractDomains).sort()).toEqual([...names].sort());
  });

  it.each(names)(
    'finds each call of %s under its own prefixes, and under no other domain',
    (name) => {
      for (const call of Object.values(endpoints[name])) {
        const fixed = call.path.replace(/\{[^}]+\}/g, '1');
        expect({ path: call.path, domain: domainAt(fixed) }).toEqual({
          path: call.path,
          domain: name,
        });
      }
    },
  );

  it('gives no two domains a prefix one of them covers', () => {
    const prefixes = names.flatMap((name) =>
      contractDomains[name].under.map((prefix) => ({ name, prefix })),
    );
    const overlapping = prefixes.flatMap((a) =>
      prefixes
        .filter((b) => a.name !== b.name && isUnder(a.prefix, b.prefix))
        .map((b) => `${a.name} ${a.prefix} under ${b.name} ${b.prefix}`),
    );
    expect(prefixes.length).toBeGreaterThan(names.length);
    expect(overlapping).toEqual([]);
  });

  it('reads prefixes by whole segments', () => {
    expect(isUnder('/card/card-analytics/revenue', '/card')).toBe(true);
    expect(isUnder('/card', '/card')).toBe(true);
    expect(isUnder('/cards/list', '/card')).toBe(false);
    expect(domainAt('/nowhere/data')).toBeUndefined();
  });

  it.each(names)('loads the very declarations of %s with its module', async (name) => {
    expect(await callsOf(name)).toBe(endpoints[name]);
  });

  it('knows no calls of a domain it does not list', async () => {
    expect(await callsOf('nothing')).toBeUndefined();
    expect(await callsOf('toString')).toBeUndefined();
  });
});
