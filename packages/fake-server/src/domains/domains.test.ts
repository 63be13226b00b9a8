import type { Endpoint } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import { createTokenService, Db, secretFromSeed, type Route } from '../server';
import { domains } from './index';

describe("the fake server's domains", () => {
  it('answer every call of the contract, each in one domain', () => {
    const answered: Endpoint[] = [];
    const collect: Route = (declaration) => {
      answered.push(declaration);
    };
    const context = {
      db: new Db({ seed: 1, scale: 1 }),
      tokens: createTokenService({ ttlSeconds: 60, secret: secretFromSeed(1) }),
    };
    for (const registerRoutes of domains) registerRoutes(collect, context);

    const declared = Object.entries(endpoints).flatMap(([domain, calls]) =>
      Object.entries(calls).map(([name, call]) => ({ name: `${domain}.${name}`, call })),
    );
    const unanswered = declared
      .filter(({ call }) => !answered.includes(call))
      .map(({ name }) => name);
    expect(unanswered).toEqual([]);
    expect(answered).toHaveLength(declared.length);
  });
});
