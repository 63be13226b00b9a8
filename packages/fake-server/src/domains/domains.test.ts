import { isUnder, type Endpoint } from '@tessera/api-client';
import { endpoints } from '@tessera/api-client/schemas';
import {
  createTokenService,
  Db,
  secretFromSeed,
  type RegisterRoutes,
  type Route,
  type ServerContext,
} from '../server';
import { domains } from './index';

describe("the fake server's domains", () => {
  it('answer every call of the contract, each in one domain, lazy ones under their prefixes', async () => {
    const answered: Endpoint[] = [];
    let under: readonly string[] | undefined;
    const misplaced: string[] = [];
    const collect: Route = (declaration) => {
      answered.push(declaration);
      // A lazily loaded route outside its domain's prefixes would never be reached.
      if (under && !under.some((prefix) => isUnder(declaration.path, prefix))) {
        misplaced.push(`${declaration.method} ${declaration.path}`);
      }
    };
    const later: { under: readonly string[]; load: () => Promise<RegisterRoutes> }[] = [];
    const context: ServerContext = {
      db: new Db({ seed: 1, scale: 1 }),
      tokens: createTokenService({ ttlSeconds: 60, secret: secretFromSeed(1) }),
      routeLater: (prefixes, load) => later.push({ under: prefixes, load }),
    };
    for (const registerRoutes of domains) registerRoutes(collect, context);
    for (const lazy of later) {
      const register = await lazy.load();
      under = lazy.under;
      register();
      under = undefined;
    }

    const declared = Object.entries(endpoints).flatMap(([domain, calls]) =>
      Object.entries(calls).map(([name, call]) => ({ name: `${domain}.${name}`, call })),
    );
    const unanswered = declared
      .filter(({ call }) => !answered.includes(call))
      .map(({ name }) => name);
    expect(unanswered).toEqual([]);
    expect(answered).toHaveLength(declared.length);
    expect(misplaced).toEqual([]);
  });
});
