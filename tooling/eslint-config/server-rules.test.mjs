// The fake server's own rules, on made-up files inside packages/fake-server (`node --test`).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { lint } from './test/lint.mjs';

test("the fake server's handlers import their own domain, not the whole endpoint table; tests may", async () => {
  const whole =
    "import { endpoints } from '@tessera/api-client/schemas';\nexport const list = endpoints.users.list;\n";
  assert.deepEqual(await lint('fake-server', 'src/domains/users/whole.ts', whole), [
    "no-restricted-imports: 'endpoints' import from '@tessera/api-client/schemas' is restricted. Import the domains you use (usersDomain.endpoints): the whole table puts every domain's schemas on every page. Tests may use it.",
  ]);
  assert.deepEqual(await lint('fake-server', 'src/domains/users/whole.test.ts', whole), []);
  const own =
    "import { usersDomain } from '@tessera/api-client/schemas';\nexport const list = usersDomain.endpoints.list;\n";
  assert.deepEqual(await lint('fake-server', 'src/domains/users/own.ts', own), []);
});
